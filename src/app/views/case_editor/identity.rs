//! The Case tab: which case this is (number, year, tournament, event, date, scoring form, law
//! edition, profile, subjects) and who was involved (players by seat, teams, the Director, the
//! committee and the commentators).

use crate::app::widgets::deal_diagram::seat_key;
use crate::app::widgets::form::{self, choice_row, parsed_row, parsed_row_with, text_row};
use crate::i18n::Language;
use casebook::bridge::Seat;
use casebook::case::{
    Case, Commentator, CommitteeMember, CommitteeRole, Edition, Hearing, HearingBodies, Player,
    ScoringForm, Subject,
};
use casebook::profile::Profile;
use chrono::NaiveDate;
use egui::{Grid, Ui};

pub fn show(ui: &mut Ui, case: &mut Case, language: Language, bodies: &HearingBodies) {
    form::heading(ui, &language.tr("editor-identity"));
    Grid::new("identity")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| identity_rows(ui, case, language, bodies));

    form::heading(ui, &language.tr("editor-subjects"));
    subjects(ui, &mut case.subjects, language);

    form::heading(ui, &language.tr("editor-players"));
    Grid::new("players")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| players(ui, &mut case.people.players, language));
    Grid::new("teams")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            text_row(
                ui,
                &language.tr("editor-team-ns"),
                &mut case.people.teams.ns,
            );
            text_row(
                ui,
                &language.tr("editor-team-ew"),
                &mut case.people.teams.ew,
            );
            text_row(
                ui,
                &language.tr("editor-director"),
                &mut case.people.director,
            );
        });

    form::heading(ui, &language.tr("editor-committee"));
    committee(ui, &mut case.people.committee, language);

    form::heading(ui, &language.tr("editor-commentators"));
    commentators(ui, &mut case.people.commentators, language);
}

fn identity_rows(ui: &mut Ui, case: &mut Case, language: Language, bodies: &HearingBodies) {
    // Until its first answer, a case is heard by the body the archive names for its event.
    let unanswered = case.workflow.is_empty();
    let identity = &mut case.identity;
    text_row(
        ui,
        &language.tr("editor-case-number"),
        &mut identity.case_number,
    );
    parsed_row_with(
        ui,
        &language.tr("editor-year"),
        &mut identity.year,
        |text| parse_year(text, language),
    );
    text_row(
        ui,
        &language.tr("editor-tournament"),
        &mut identity.tournament,
    );
    if text_row(ui, &language.tr("editor-event"), &mut identity.event) && unanswered {
        identity.hearing = bodies.for_event(&identity.event);
    }
    text_row(ui, &language.tr("editor-session"), &mut identity.session);
    parsed_row_with(
        ui,
        &language.tr("editor-date"),
        &mut identity.date,
        |text| parse_date(text, language),
    );
    let mut forms = vec![(None, language.tr("editor-not-given"))];
    forms.extend(
        ScoringForm::ALL.map(|f| (Some(f), language.tr(&format!("scoring-form-{}", f.code())))),
    );
    choice_row(
        ui,
        &language.tr("editor-scoring"),
        &mut identity.scoring,
        &forms,
    );
    let hearings = Hearing::ALL.map(|h| (h, language.tr(&format!("hearing-{}", h.code()))));
    choice_row(
        ui,
        &language.tr("editor-hearing"),
        &mut identity.hearing,
        &hearings,
    );
    // The case's own edition stays offered when the library lacks it (a case from an archive
    // with another edition's texts).
    let mut editions: Vec<(Edition, String)> = casebook::laws::library()
        .ruling_editions()
        .into_iter()
        .map(|e| (e, e.to_string()))
        .collect();
    if !editions.iter().any(|(e, _)| *e == case.law_edition) {
        editions.push((case.law_edition, case.law_edition.to_string()));
    }
    choice_row(
        ui,
        &language.tr("editor-law-edition"),
        &mut case.law_edition,
        &editions,
    );
    let mut profiles = vec![(String::new(), language.tr("editor-not-given"))];
    profiles.extend(Profile::bundled_ids().map(|id| {
        let name = Profile::bundled(id)
            .map_or_else(|_| id.to_string(), |p| p.name(language.core()).to_string());
        (id.to_string(), name)
    }));
    choice_row(
        ui,
        &language.tr("editor-profile"),
        &mut case.profile,
        &profiles,
    );
}

/// A year as the casebook numbers it; four digits, from the first Laws to a century ahead.
fn parse_year(text: &str, language: Language) -> Result<i32, String> {
    match text.parse::<i32>() {
        Ok(year) if (1930..=2100).contains(&year) => Ok(year),
        _ => Err(language.tr("editor-year-invalid")),
    }
}

/// A date written the ISO way (2024-03-17) or the Russian way (17.03.2024).
fn parse_date(text: &str, language: Language) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(text, "%d.%m.%Y"))
        .map_err(|_| language.tr("editor-date-invalid"))
}

fn subjects(ui: &mut Ui, subjects: &mut Vec<Subject>, language: Language) {
    ui.horizontal_wrapped(|ui| {
        for subject in Subject::ALL {
            let mut on = subjects.contains(&subject);
            let label = language.tr(&format!("subject-{}", subject.code()));
            if ui.checkbox(&mut on, label).changed() {
                if on {
                    subjects.push(subject);
                } else {
                    subjects.retain(|s| *s != subject);
                }
            }
        }
    });
}

/// One row per seat; a seat without a name has no player record.
fn players(ui: &mut Ui, players: &mut Vec<Player>, language: Language) {
    for seat in Seat::ALL {
        let seat_name = language.tr(&seat_key(seat));
        let mut name = players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        if text_row(ui, &seat_name, &mut name) {
            match players.iter_mut().find(|p| p.seat == seat) {
                Some(player) => player.name = name,
                None => players.push(Player {
                    seat,
                    name,
                    rank: None,
                    masterpoints: None,
                }),
            }
            players.retain(|p| !p.name.trim().is_empty() || p.rank.is_some());
        }
        if let Some(player) = players.iter_mut().find(|p| p.seat == seat) {
            let mut rank = player.rank.clone().unwrap_or_default();
            let label = format!("{seat_name}: {}", language.tr("editor-rank"));
            if text_row(ui, &label, &mut rank) {
                player.rank = (!rank.trim().is_empty()).then_some(rank);
            }
            let label = format!("{seat_name}: {}", language.tr("editor-masterpoints"));
            parsed_row::<u32>(ui, &label, &mut player.masterpoints, language);
        }
    }
}

fn committee(ui: &mut Ui, members: &mut Vec<CommitteeMember>, language: Language) {
    let roles =
        CommitteeRole::ALL.map(|r| (r, language.tr(&format!("committee-role-{}", r.code()))));
    let mut remove = None;
    Grid::new("committee")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for (i, member) in members.iter_mut().enumerate() {
                let n = i + 1;
                text_row(
                    ui,
                    &format!("{} {n}", language.tr("editor-member")),
                    &mut member.name,
                );
                choice_row(
                    ui,
                    &format!(
                        "{} {n}: {}",
                        language.tr("editor-member"),
                        language.tr("editor-role")
                    ),
                    &mut member.role,
                    &roles,
                );
                text_row(
                    ui,
                    &format!(
                        "{} {n}: {}",
                        language.tr("editor-member"),
                        language.tr("editor-affiliation")
                    ),
                    &mut member.affiliation,
                );
                ui.label("");
                if ui.button(language.tr("editor-remove-member")).clicked() {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        members.remove(i);
    }
    if ui.button(language.tr("editor-add-member")).clicked() {
        members.push(CommitteeMember {
            name: String::new(),
            role: CommitteeRole::Member,
            affiliation: String::new(),
        });
    }
}

fn commentators(ui: &mut Ui, commentators: &mut Vec<Commentator>, language: Language) {
    let mut remove = None;
    Grid::new("commentators")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for (i, commentator) in commentators.iter_mut().enumerate() {
                let n = i + 1;
                text_row(
                    ui,
                    &format!("{} {n}", language.tr("editor-commentator")),
                    &mut commentator.name,
                );
                text_row(
                    ui,
                    &format!(
                        "{} {n}: {}",
                        language.tr("editor-commentator"),
                        language.tr("editor-about")
                    ),
                    &mut commentator.about,
                );
                ui.label("");
                if ui
                    .button(language.tr("editor-remove-commentator"))
                    .clicked()
                {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        commentators.remove(i);
    }
    if ui.button(language.tr("editor-add-commentator")).clicked() {
        commentators.push(Commentator {
            name: String::new(),
            about: String::new(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_read_the_iso_and_the_russian_way() {
        let expected = NaiveDate::from_ymd_opt(2024, 3, 17);
        assert_eq!(parse_date("2024-03-17", Language::English).ok(), expected);
        assert_eq!(parse_date("17.03.2024", Language::Russian).ok(), expected);
        assert_eq!(
            parse_date("31.02.2024", Language::English),
            Err(Language::English.tr("editor-date-invalid"))
        );
    }

    #[test]
    fn a_year_outside_bridge_history_is_refused() {
        assert_eq!(parse_year("2024", Language::English), Ok(2024));
        assert!(parse_year("24", Language::English).is_err());
        assert!(parse_year("20244", Language::English).is_err());
    }
}
