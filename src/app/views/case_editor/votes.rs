//! The committee's vote on a question (a workflow finding, or the decision): each member's
//! vote by a click, the tally, the majority that closes the question, and the dissent a member
//! of the minority writes. Shown when the case names two or more committee members; a case
//! heard by one person is answered directly.

use crate::i18n::{Described, FluentArgs, Language};
use casebook::case::Case;
use casebook::hearing::{cast, tally, withdraw};
use chrono::Utc;
use egui::{RichText, TextEdit, Ui};

/// The vote on `step`, with `answers` as (code, label) in the order to offer them. Returns the
/// refusal of the last click, if any, for the caller to show.
pub fn show(
    ui: &mut Ui,
    case: &mut Case,
    step: &str,
    answers: &[(String, String)],
    language: Language,
) -> Option<String> {
    if case.people.committee.len() < 2 {
        return None;
    }
    let label = |code: &str| {
        answers
            .iter()
            .find(|(c, _)| c == code)
            .map_or_else(|| code.to_string(), |(_, l)| l.clone())
    };
    crate::app::widgets::form::heading(ui, &language.tr("votes-heading"));
    let mut refused = None;
    let open = tally(case, step).majority.is_none();
    let mut withdrawn = None;
    let members: Vec<String> = case
        .people
        .committee
        .iter()
        .map(|m| m.name.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect();
    egui::Grid::new(("votes", step))
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for member in &members {
                ui.label(member);
                let voted = case
                    .votes
                    .iter()
                    .find(|v| v.step == step && v.member == *member)
                    .map(|v| v.answer.clone());
                match voted {
                    Some(answer) => {
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(label(&answer)).strong());
                            // A split committee votes again after discussion.
                            if open {
                                let mut args = FluentArgs::new();
                                args.set("member", member.clone());
                                let name = language.tr_args("votes-withdraw", &args);
                                if ui
                                    .small_button("↺")
                                    .on_hover_text(&name)
                                    .accessible_name(name)
                                    .clicked()
                                {
                                    withdrawn = Some(member.clone());
                                }
                            }
                        });
                    }
                    None => {
                        ui.horizontal(|ui| {
                            for (code, text) in answers {
                                let mut args = FluentArgs::new();
                                args.set("member", member.clone());
                                args.set("answer", text.clone());
                                // Named for screen readers with the member: every row offers
                                // the same answers.
                                let name = language.tr_args("votes-cast-hint", &args);
                                let response = ui
                                    .add(egui::Button::new(text.as_str()))
                                    .accessible_name(name.clone())
                                    .on_hover_text(name);
                                if response.clicked()
                                    && let Err(e) = cast(case, step, member, code, Utc::now())
                                {
                                    refused = Some(e.describe(language));
                                }
                            }
                        });
                    }
                }
                ui.end_row();
            }
        });
    if let Some(member) = withdrawn
        && let Err(e) = withdraw(case, step, &member)
    {
        refused = Some(e.describe(language));
    }
    let counted = tally(case, step);
    let mut args = FluentArgs::new();
    args.set("count", counted.count());
    match &counted.majority {
        Some(answer) => {
            args.set("answer", label(answer));
            let key = match &counted.casting_vote {
                Some(chair) => {
                    args.set("chair", chair.clone());
                    "votes-casting-vote"
                }
                None => "votes-majority",
            };
            ui.label(RichText::new(language.tr_args(key, &args)).strong());
        }
        None if counted.answers.iter().map(|(_, m)| m.len()).sum::<usize>() == counted.members => {
            ui.label(language.tr_args("votes-tie-open", &args));
        }
        None if !counted.answers.is_empty() => {
            ui.label(language.tr_args("votes-no-majority", &args));
        }
        None => {}
    }
    // The minority's dissents, each written by its member.
    if let Some(majority) = counted.majority.clone() {
        for vote in case
            .votes
            .iter_mut()
            .filter(|v| v.step == step && v.answer != majority)
        {
            let mut args = FluentArgs::new();
            args.set("member", vote.member.clone());
            let heading = ui.label(language.tr_args("votes-dissent", &args));
            ui.add(
                TextEdit::multiline(&mut vote.dissent)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(heading.id);
        }
    }
    refused
}
