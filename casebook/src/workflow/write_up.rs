//! A draft write-up from the answers, in Markdown, in Russian, English or Bulgarian: the facts,
//! the finding at each step with the laws cited, the poll results, and the adjusted score with
//! its breakdown. The committee edits it; nothing here is final wording.

use super::Workflow;
use super::cite::citation;
use super::definition::{Anchors, Step};
use super::rules::AdjustmentGate;
use super::state::{Effective, Gate};
use super::step_id::StepId;
use crate::adjust::{Language, side_name};
use crate::case::{Case, Edition};
use crate::poll::{pollees_of, verdicts};
use crate::profile::Profile;
use std::fmt::Write;

fn words(language: Language, en: &'static str, ru: &'static str, bg: &'static str) -> &'static str {
    match language {
        Language::English => en,
        Language::Russian => ru,
        Language::Bulgarian => bg,
    }
}

/// The dissents written on `step`, each signed: `*Dissent — Петров:* …`.
fn dissents(out: &mut String, case: &Case, step: &str, indent: &str, language: Language) {
    for vote in case
        .votes
        .iter()
        .filter(|v| v.step == step && !v.dissent.trim().is_empty())
    {
        let _ = writeln!(
            out,
            "{indent}*{} — {}:* {}",
            words(language, "Dissent", "Особое мнение", "Особено мнение"),
            vote.member.trim(),
            vote.dissent.trim()
        );
    }
}

impl<'d> Workflow<'d> {
    /// The step numbers (1-based, in the path's order) of these steps.
    fn numbers(&self, steps: &[StepId]) -> String {
        let all = self.steps();
        steps
            .iter()
            .filter_map(|id| all.iter().position(|s| *id == s.id.as_str()))
            .map(|i| (i + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn laws_line(&self, case: &Case, step: &Step, language: Language) -> String {
        let first = case.law_edition;
        let second = Anchors::beside(first);
        let library = crate::laws::library();
        let cite = |edition: Edition| {
            let links: Vec<String> = step
                .anchors
                .for_edition(edition, library)
                .iter()
                .map(|a| citation(a, language))
                .collect();
            format!("{} ({edition})", links.join(", "))
        };
        format!(
            "{} {}; {}",
            words(
                language,
                "Laws and commentary:",
                "Правила и комментарий:",
                "Правила и коментар:"
            ),
            cite(first),
            cite(second)
        )
    }

    fn finding(&self, case: &Case, step: &Step, language: Language) -> String {
        match self.gate(case, step) {
            Gate::Closed(by) => {
                return format!(
                    "*{} {}.*",
                    words(
                        language,
                        "Not applicable after the answer to step",
                        "Неприменимо после ответа на вопрос",
                        "Неприложимо след отговора на въпрос"
                    ),
                    self.numbers(&by)
                );
            }
            Gate::Locked(_) => {
                return format!(
                    "*{}*",
                    words(
                        language,
                        "Not yet answered.",
                        "Ещё не решено.",
                        "Още не е решено."
                    )
                );
            }
            Gate::Open => {}
        }
        let recorded = self.recorded(case, &step.id);
        let mut text = match self.effective(case, step) {
            Effective::Answered(answer) => answer.describe(step, language),
            Effective::Presumed(answer) => format!(
                "{} — *{}*",
                answer.describe(step, language),
                words(
                    language,
                    "presumed: the committee recorded no evidence against it.",
                    "презумпция: доказательств обратного комитет не записал.",
                    "презумпция: комисията не е записала доказателства за противното."
                )
            ),
            Effective::Unanswered => {
                return format!(
                    "*{}*",
                    words(
                        language,
                        "Not yet answered.",
                        "Ещё не решено.",
                        "Още не е решено."
                    )
                );
            }
            Effective::Unreadable => {
                return format!(
                    "*{}*",
                    words(
                        language,
                        "The stored answer does not read; answer the step again.",
                        "Записанный ответ не читается; ответьте на вопрос заново.",
                        "Записаният отговор не може да се прочете; отговорете на въпроса отново."
                    )
                );
            }
        };
        if !text.ends_with(['.', '!', '?']) {
            text.push('.');
        }
        if let Some(recorded) = &recorded {
            if !recorded.reason.trim().is_empty() {
                text.push(' ');
                text.push_str(recorded.reason.trim());
            }
            if recorded.needs_review {
                let _ = write!(
                    text,
                    " *({})*",
                    words(
                        language,
                        "to be reviewed: an earlier answer changed",
                        "требует пересмотра: изменился более ранний ответ",
                        "за преразглеждане: по-ранен отговор е променен"
                    )
                );
            }
        }
        text
    }

    /// The verdicts of the polls linked to the step, as Markdown list lines under the step: a
    /// "Poll:" item with one nested item per action.
    fn poll_lines(&self, case: &Case, step: &Step, language: Language) -> Vec<String> {
        let profile = Profile::for_case(case);
        let Ok(profile) = profile else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        for poll in case.polls.iter().filter(|p| {
            p.step
                .as_deref()
                .is_some_and(|s| s == step.id || s == step.short_id())
        }) {
            match verdicts(&pollees_of(poll), &profile.poll_thresholds()) {
                Ok(found) => {
                    lines.push(format!(
                        "   - {}",
                        words(language, "Poll:", "Опрос:", "Анкета:")
                    ));
                    lines.extend(
                        found
                            .iter()
                            .map(|v| format!("     - {}", v.summary(language))),
                    );
                }
                Err(e) => lines.push(format!(
                    "   - {} {e}",
                    words(
                        language,
                        "The poll could not be counted:",
                        "Опрос не подсчитан:",
                        "Анкетата не може да бъде преброена:"
                    )
                )),
            }
        }
        lines
    }

    fn adjusted_section(&self, case: &Case, language: Language) -> Option<String> {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "### {}\n",
            words(
                language,
                "Adjusted score",
                "Компенсирующий результат",
                "Административен резултат"
            )
        );
        match (self.adjusted_score(case), self.adjustment_gate(case)) {
            (_, AdjustmentGate::NoAdjustedScore) => return None,
            (Some(Ok(effect)), _) => {
                for line in effect.lines(language) {
                    let _ = writeln!(out, "- {line}");
                }
                if let (Some(side), Some(found)) = (effect.reduced_side(), &effect.self_inflicted) {
                    let (nos, os) = (side_name(side, language), side_name(side.other(), language));
                    let _ = match language {
                        Language::English => writeln!(
                            out,
                            "- The non-offenders ({nos}) caused part of their damage themselves: {}. Only their score loses that part (2017 Law 12C1(e)(ii)); the offenders ({os}) receive the consequence of their infraction (12C1(e)(i)).",
                            found.part.trim_end_matches('.')
                        ),
                        Language::Russian => writeln!(
                            out,
                            "- Ненарушившая сторона ({nos}) сама причинила себе часть ущерба: {}. Эту часть теряет только её результат (Правило 12C1(e)(ii) 2017 года); нарушившая сторона ({os}) получает следствие своего нарушения (12C1(e)(i)).",
                            found.part.trim_end_matches('.')
                        ),
                        Language::Bulgarian => writeln!(
                            out,
                            "- Невиновната страна ({nos}) сама си е причинила част от щетата: {}. Само нейният резултат губи тази част (Правило 12C1(e)(ii) от 2017 г.); виновната страна ({os}) получава последиците от нарушението си (12C1(e)(i)).",
                            found.part.trim_end_matches('.')
                        ),
                    };
                }
            }
            (Some(Err(e)), _) => {
                let _ = writeln!(
                    out,
                    "*{} {e}*",
                    words(
                        language,
                        "The adjusted score could not be computed:",
                        "Компенсирующий результат не вычислен:",
                        "Административният резултат не може да бъде изчислен:"
                    )
                );
            }
            (None, AdjustmentGate::Refused(by)) => {
                let _ = writeln!(
                    out,
                    "{} ({} {}).",
                    words(
                        language,
                        "No adjusted score: the table result stands",
                        "Результат не корректируется: остаётся результат за столом",
                        "Няма административен резултат: игралният резултат остава"
                    ),
                    words(language, "step", "вопрос", "въпрос"),
                    self.numbers(&by)
                );
            }
            (None, _) => {
                let _ = writeln!(
                    out,
                    "*{}*",
                    words(
                        language,
                        "Not yet decided.",
                        "Ещё не решено.",
                        "Още не е решено."
                    )
                );
            }
        }
        Some(out)
    }

    /// The draft write-up, in Markdown.
    pub fn write_up(&self, case: &Case, language: Language) -> String {
        let mut out = String::new();
        let number = case.identity.case_number.trim();
        let _ = writeln!(
            out,
            "## {} {} — {}\n",
            words(language, "Case", "Дело", "Казус"),
            if number.is_empty() { "—" } else { number },
            words(
                language,
                "draft write-up",
                "проект решения",
                "чернова на описанието"
            )
        );
        // Each ends in its full stop: the Bulgarian "г." is one already.
        let edition = match language {
            Language::English => format!("Laws of {}.", case.law_edition),
            Language::Russian => format!("Кодекс {} года.", case.law_edition),
            Language::Bulgarian => format!("Правилник от {} г.", case.law_edition),
        };
        let _ = writeln!(out, "*{}. {edition}*\n", self.path().name.get(language));
        let _ = writeln!(
            out,
            "### {}\n",
            words(language, "Facts", "Факты", "Фактите")
        );
        if case.facts.agreed.trim().is_empty() {
            let _ = writeln!(
                out,
                "*{}*\n",
                words(language, "Not recorded.", "Не записаны.", "Не са записани.")
            );
        } else {
            let _ = writeln!(out, "{}\n", case.facts.agreed.trim());
        }
        for disputed in &case.facts.disputed {
            let _ = writeln!(
                out,
                "- **{}** {} **{}** {}",
                words(language, "Disputed:", "Спорный вопрос:", "Спорен факт:"),
                disputed.point.trim(),
                words(language, "Found:", "Установлено:", "Констатация:"),
                disputed.finding.trim()
            );
        }
        if !case.facts.disputed.is_empty() {
            out.push('\n');
        }
        let _ = writeln!(
            out,
            "### {}\n",
            words(
                language,
                "The committee's findings",
                "Выводы комитета",
                "Констатациите на комисията"
            )
        );
        for (i, step) in self.steps().into_iter().enumerate() {
            let _ = writeln!(
                out,
                "{}. **{}** {}",
                i + 1,
                step.question.get(language),
                self.finding(case, step, language)
            );
            for line in self.poll_lines(case, step, language) {
                let _ = writeln!(out, "{line}");
            }
            let _ = writeln!(out, "   - {}", self.laws_line(case, step, language));
            dissents(&mut out, case, &step.id, "   - ", language);
        }
        out.push('\n');
        if let Some(section) = self.adjusted_section(case, language) {
            out.push_str(&section);
        }
        dissents(&mut out, case, "decision", "", language);
        out
    }
}
