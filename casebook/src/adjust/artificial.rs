//! Artificial adjusted scores (2017 Law 12C2, 1997 Law 12C1): average plus, average and
//! average minus, when no result could be obtained.

use super::error::AdjustError;
use super::rational::Rational;
use super::text::{Breakdown, Language, Unit, score_with_unit, side_name};
use crate::bridge::Side;
use std::cmp::{max, min};

/// The award to one side, by its share of the responsibility (12C2(a)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArtificialAward {
    /// To a contestant in no way at fault.
    AveragePlus,
    /// To a contestant partly at fault.
    Average,
    /// To a contestant directly at fault.
    AverageMinus,
}

impl ArtificialAward {
    pub fn name(self, language: Language) -> &'static str {
        match (self, language) {
            (ArtificialAward::AveragePlus, Language::English) => "average plus",
            (ArtificialAward::Average, Language::English) => "average",
            (ArtificialAward::AverageMinus, Language::English) => "average minus",
            // The commentary's words (1997 12C1, commentary-1997-ru.txt l.1102).
            (ArtificialAward::AveragePlus, Language::Russian) => "средний плюс",
            (ArtificialAward::Average, Language::Russian) => "среднее",
            (ArtificialAward::AverageMinus, Language::Russian) => "средний минус",
            // The interface's words (a score is резултат, masculine).
            (ArtificialAward::AveragePlus, Language::Bulgarian) => "среден плюс",
            (ArtificialAward::Average, Language::Bulgarian) => "среден",
            (ArtificialAward::AverageMinus, Language::Bulgarian) => "среден минус",
        }
    }
}

/// The values of the three awards in each unit; the regulating authority's profile sets them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtificialValues {
    pub average_plus_percent: Rational,
    pub average_percent: Rational,
    pub average_minus_percent: Rational,
    pub average_plus_imps: Rational,
    pub average_imps: Rational,
    pub average_minus_imps: Rational,
}

impl ArtificialValues {
    /// The Laws' own values: 60 / 50 / 40 % and +3 / 0 / −3 IMPs (2017 12C2(a)–(b)).
    pub fn laws() -> ArtificialValues {
        ArtificialValues {
            average_plus_percent: Rational::integer(60),
            average_percent: Rational::integer(50),
            average_minus_percent: Rational::integer(40),
            average_plus_imps: Rational::integer(3),
            average_imps: Rational::ZERO,
            average_minus_imps: Rational::integer(-3),
        }
    }

    pub fn value(&self, award: ArtificialAward, unit: Unit) -> Rational {
        match (award, unit) {
            (ArtificialAward::AveragePlus, Unit::Percent) => self.average_plus_percent,
            (ArtificialAward::Average, Unit::Percent) => self.average_percent,
            (ArtificialAward::AverageMinus, Unit::Percent) => self.average_minus_percent,
            (ArtificialAward::AveragePlus, Unit::Imps) => self.average_plus_imps,
            (ArtificialAward::Average, Unit::Imps) => self.average_imps,
            (ArtificialAward::AverageMinus, Unit::Imps) => self.average_minus_imps,
        }
    }
}

/// One side's artificial score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArtificialScore {
    pub side: Side,
    pub award: ArtificialAward,
    pub value: Rational,
    /// Whether the side's session score replaced the award (12C2(c)).
    pub session_replaced: bool,
    pub breakdown: Breakdown,
}

/// Whether a session score may replace an award in this unit under the Laws of `law_edition`.
/// The 1997 Laws allow it at pairs only: the amendments "относятся только к парным
/// соревнованиям (к Правилу 88, и не затрагивают Правило 86)" (commentary 12.9, commentary-1997-ru.txt
/// l.1157; 88.2, l.5949); from 2007 the Laws add "or the equivalent in IMPs" (2017 Law
/// 12C2(c), laws-2017-bg.txt l.725).
pub fn session_replaces_at(unit: Unit, law_edition: u16) -> bool {
    unit == Unit::Percent || law_edition >= 2007
}

/// The law that lets a session score replace `award`, as a breakdown cites it.
fn replacement_law(award: ArtificialAward, law_edition: u16, language: Language) -> String {
    match (law_edition, award, language) {
        (2017.., _, Language::English) => "2017 Law 12C2(c)".to_string(),
        (2017.., _, Language::Russian) => "Правило 12C2(c) 2017".to_string(),
        (2007.., _, Language::English) => format!("{law_edition} Law 12C2"),
        (2007.., _, Language::Russian) => format!("Правило 12C2 {law_edition}"),
        (2017.., _, Language::Bulgarian) => "Правило 12C2(c) от 2017 г.".to_string(),
        (2007.., _, Language::Bulgarian) => format!("Правило 12C2 от {law_edition} г."),
        // Average minus as the lesser of 40% and the session: WBF LC Lille 1998, 4 (commentary-1997-ru.txt
        // l.1155); average plus replaced by a higher session: Law 88 (l.5944).
        (_, ArtificialAward::AverageMinus, Language::English) => {
            "WBF Laws Committee, Lille 1998, 4".to_string()
        }
        (_, ArtificialAward::AverageMinus, Language::Russian) => {
            "Комитет по Кодексу ВБФ, Лилль–1998, 4".to_string()
        }
        (_, ArtificialAward::AverageMinus, Language::Bulgarian) => {
            "Комисията по правилата на СБФ, Лил, 1998, 4".to_string()
        }
        (_, _, Language::English) => format!("{law_edition} Law 88"),
        (_, _, Language::Russian) => format!("Правило 88 {law_edition}"),
        (_, _, Language::Bulgarian) => format!("Правило 88 от {law_edition} г."),
    }
}

/// The artificial score of `side` under the Laws of `law_edition`. `session` is the side's
/// score on the other boards of the session, as a percentage at pairs or average IMPs per board
/// at teams: a higher one replaces average plus, a lower one average minus; average is never
/// modified (laws-2017-bg.txt l.725; WBF LC Lille 1998, 4 and Maastricht 2000, 7 at commentary-1997-ru.txt
/// l.1152–1157). At IMPs a session score replaces nothing under the 1997 Laws (see
/// [`session_replaces_at`]); the breakdown says so.
pub fn artificial_score(
    side: Side,
    award: ArtificialAward,
    unit: Unit,
    session: Option<Rational>,
    values: &ArtificialValues,
    law_edition: u16,
) -> Result<ArtificialScore, AdjustError> {
    if let (Unit::Percent, Some(value)) = (unit, session)
        && (value.is_negative() || value > Rational::integer(100))
    {
        return Err(AdjustError::SessionPercentOutOfRange { side, value });
    }
    let base = values.value(award, unit);
    let applies = session_replaces_at(unit, law_edition);
    let value = match (award, session) {
        (ArtificialAward::AveragePlus, Some(s)) if applies => max(base, s),
        (ArtificialAward::AverageMinus, Some(s)) if applies => min(base, s),
        _ => base,
    };
    let session_replaced = value != base;
    let breakdown = Breakdown::build(|language| {
        let who = side_name(side, language);
        let name = award.name(language);
        let base_text = score_with_unit(base, unit, language);
        let value_text = score_with_unit(value, unit, language);
        let law = replacement_law(award, law_edition, language);
        match (session, session_replaced, language) {
            (Some(_), true, Language::English) => format!(
                "{who}: {name}: the session's {value_text} replaces {base_text} ({law}) = {value_text}"
            ),
            (Some(_), true, Language::Russian) => format!(
                "{who}: {name}: результат сессии {value_text} заменяет {base_text} ({law}) = {value_text}"
            ),
            (Some(_), true, Language::Bulgarian) => format!(
                "{who}: {name}: резултатът от сесията {value_text} заменя {base_text} ({law}) = {value_text}"
            ),
            (Some(s), false, Language::English)
                if !applies && award != ArtificialAward::Average =>
            {
                format!(
                    "{who}: {name} = {value_text} (the session's {} does not replace it: under the {law_edition} Laws a session score replaces an award at pairs only, Law 88; commentary 12.9)",
                    score_with_unit(s, unit, language)
                )
            }
            (Some(s), false, Language::Russian)
                if !applies && award != ArtificialAward::Average =>
            {
                format!(
                    "{who}: {name} = {value_text} (результат сессии {} его не заменяет: по Кодексу {law_edition} года поправка на результат сессии относится только к парным соревнованиям, Правило 88; комментарий 12.9)",
                    score_with_unit(s, unit, language)
                )
            }
            (Some(s), false, Language::Bulgarian)
                if !applies && award != ArtificialAward::Average =>
            {
                format!(
                    "{who}: {name} = {value_text} (резултатът от сесията {} не го заменя: според Правилника от {law_edition} г. резултатът от сесията заменя изкуствения резултат само в състезания по двойки, Правило 88; коментар 12.9)",
                    score_with_unit(s, unit, language)
                )
            }
            (Some(s), false, Language::English) if award != ArtificialAward::Average => format!(
                "{who}: {name} = {value_text} (the session's {} does not replace it)",
                score_with_unit(s, unit, language)
            ),
            (Some(s), false, Language::Russian) if award != ArtificialAward::Average => format!(
                "{who}: {name} = {value_text} (результат сессии {} его не заменяет)",
                score_with_unit(s, unit, language)
            ),
            (Some(s), false, Language::Bulgarian) if award != ArtificialAward::Average => format!(
                "{who}: {name} = {value_text} (резултатът от сесията {} не го заменя)",
                score_with_unit(s, unit, language)
            ),
            _ => format!("{who}: {name} = {value_text}"),
        }
    });
    Ok(ArtificialScore {
        side,
        award,
        value,
        session_replaced,
        breakdown,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;

    fn pairs(award: ArtificialAward, session: Option<Rational>) -> Rational {
        artificial_score(
            Side::NS,
            award,
            Unit::Percent,
            session,
            &ArtificialValues::laws(),
            2017,
        )
        .expect("valid")
        .value
    }

    #[test]
    fn session_percentages_replace_average_plus_and_minus_only_beyond_them() {
        // 2017 Law 12C2(c) (laws-2017-bg.txt l.725) and the training material's session rule (adjusted-scores-training-ru.txt
        // l.93–95).
        use ArtificialAward::*;
        assert_eq!(pairs(AveragePlus, Some(r(6430, 100))), r(6430, 100));
        assert_eq!(pairs(AveragePlus, Some(r(58, 1))), r(60, 1));
        assert_eq!(pairs(AveragePlus, Some(r(55, 1))), r(60, 1));
        assert_eq!(pairs(AveragePlus, Some(r(632, 10))), r(632, 10));
        assert_eq!(pairs(AverageMinus, Some(r(355, 10))), r(355, 10));
        assert_eq!(pairs(AverageMinus, Some(r(45, 1))), r(40, 1));
        assert_eq!(pairs(AverageMinus, Some(r(52, 1))), r(40, 1));
        assert_eq!(pairs(Average, Some(r(70, 1))), r(50, 1));
        assert_eq!(pairs(Average, Some(r(30, 1))), r(50, 1));
        assert_eq!(pairs(AveragePlus, None), r(60, 1));
    }

    #[test]
    fn teams_get_three_imps_either_way() {
        // laws-2017-bg.txt l.724 (12C2(b)); adjusted-scores-training-ru.txt l.79–83.
        let imps = |award| {
            artificial_score(
                Side::EW,
                award,
                Unit::Imps,
                None,
                &ArtificialValues::laws(),
                2017,
            )
            .expect("valid")
            .value
        };
        assert_eq!(imps(ArtificialAward::AveragePlus), r(3, 1));
        assert_eq!(imps(ArtificialAward::Average), Rational::ZERO);
        assert_eq!(imps(ArtificialAward::AverageMinus), r(-3, 1));
    }

    #[test]
    fn breakdowns_name_the_award_and_the_replacement() {
        let score = artificial_score(
            Side::NS,
            ArtificialAward::AveragePlus,
            Unit::Percent,
            Some(r(632, 10)),
            &ArtificialValues::laws(),
            2017,
        )
        .expect("valid");
        assert_eq!(
            score.breakdown.en,
            "NS: average plus: the session's 63.2% replaces 60% (2017 Law 12C2(c)) = 63.2%"
        );
        assert_eq!(
            score.breakdown.ru,
            "СЮ: средний плюс: результат сессии 63,2% заменяет 60% (Правило 12C2(c) 2017) = 63,2%"
        );
    }

    #[test]
    fn a_session_percentage_above_100_is_refused() {
        assert!(matches!(
            artificial_score(
                Side::EW,
                ArtificialAward::AverageMinus,
                Unit::Percent,
                Some(r(101, 1)),
                &ArtificialValues::laws(),
                2017,
            ),
            Err(AdjustError::SessionPercentOutOfRange { .. })
        ));
    }
}
