//! Shared by the store tests: a scratch directory and a case with every part of the record
//! filled in.
#![allow(dead_code)]

pub mod archives;
pub mod roles;
pub mod schema_back;
pub mod server;

use casebook::bridge::{Auction, Board, BoardNumber, Deal, Seat, Side};
use casebook::case::*;
use chrono::{NaiveDate, TimeZone, Utc};
use std::path::{Path, PathBuf};
use uuid::Uuid;

/// A directory removed when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        let dir = std::env::temp_dir().join(format!("casebook-test-{}", Uuid::new_v4()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    pub fn dir(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A full deal (the one `casebook::bridge` deal tests use): N 10 HCP, E 19, S 11, W 0.
pub const DEAL: &str = "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2";

/// The misinformation case of commentary 12.31 (commentary-1997-ru.txt lines 1250–1278): North–South,
/// misinformed, stopped in 3♣ and made 12 tricks; the committee weights 3NT with 9, 10 and 11
/// tricks and 6♣ made as 1 : 1.5 : 1.5 : 2. The commentary gives no hands or auction: those here are
/// reconstructed for the test, and say so.
pub fn full_case() -> Case {
    let uuid = Uuid::parse_str("6f1c2a4e-0b7d-4c55-9a43-3d2e8b1f0c11").expect("uuid");
    let mut case = Case::with_uuid(uuid, BoardNumber::new(1).expect("board"));
    let at = |h, m| {
        Utc.with_ymd_and_hms(2024, 5, 1, h, m, 0)
            .single()
            .expect("time")
    };
    case.audit = Audit {
        created: at(20, 0),
        updated: at(21, 30),
    };
    case.identity = Identity {
        case_number: "12".into(),
        year: Some(2024),
        tournament: "Кубок России".into(),
        event: "Командный турнир".into(),
        session: "Тур 3".into(),
        date: NaiveDate::from_ymd_opt(2024, 5, 1),
        scoring: Some(ScoringForm::TeamsImp),
        hearing: Hearing::Committee,
    };
    case.law_edition = Edition::E1997;
    case.profile = "rbf-1997".into();
    case.people = People {
        players: vec![
            Player {
                seat: Seat::North,
                name: "Иванов".into(),
                rank: Some("мастер спорта".into()),
                masterpoints: None,
            },
            Player {
                seat: Seat::East,
                name: "Петров".into(),
                rank: None,
                masterpoints: Some(1250),
            },
        ],
        teams: Teams {
            ns: "Север".into(),
            ew: "Юг".into(),
        },
        director: "Сидоров".into(),
        committee: vec![
            CommitteeMember {
                name: "Кузнецов".into(),
                role: CommitteeRole::Chair,
                affiliation: "Москва".into(),
            },
            CommitteeMember {
                name: "Смирнова".into(),
                role: CommitteeRole::Scribe,
                affiliation: String::new(),
            },
            CommitteeMember {
                name: "Попов".into(),
                role: CommitteeRole::Member,
                affiliation: String::new(),
            },
        ],
        commentators: vec![Commentator {
            name: "Волков".into(),
            about: "международный арбитр".into(),
        }],
    };
    case.board = Board::new(
        BoardNumber::new(1).expect("board"),
        DEAL.parse::<Deal>().expect("deal"),
    );
    case.auction = CaseAuction {
        calls: Auction::parse(Seat::North, "1C 2D 3C Pass Pass Pass").expect("auction"),
        annotations: vec![
            CallAnnotation {
                call: 1,
                note: Some(1),
                alerted: Some(true),
                explanations: vec![Explanation {
                    by: Some(Seat::West),
                    to: Some(Seat::South),
                    text: "оба мажора".into(),
                }],
                agreement: Some("натуральная, слабая".into()),
                tempo: None,
                comment: String::new(),
            },
            CallAnnotation {
                call: 3,
                note: Some(2),
                alerted: None,
                explanations: Vec::new(),
                agreement: None,
                tempo: Some(TempoBreak {
                    seconds: Some(15),
                    agreed: Some(false),
                    description: "долгая пауза".into(),
                }),
                comment: "реконструировано для теста".into(),
            },
        ],
    };
    case.play = Play {
        opening_lead: Some("DA".parse().expect("card")),
        record: "Восток взял ♦A и сменил на пику.".into(),
        claim: Some("Остальные мои.".into()),
    };
    case.result = Some(TableResult {
        contract: Some("3C".parse().expect("contract")),
        declarer: Some(Seat::North),
        tricks: Some(12),
        ns_score: Some(170),
    });
    case.facts = Facts {
        agreed: "Из-за дезинформации пара Север–Юг остановилась в контракте 3 трефы и получила 12 взяток.".into(),
        disputed: vec![DisputedFact {
            point: "Было ли объяснение дано до хода Юга?".into(),
            finding: "Да, комитет установил, что было.".into(),
        }],
    };
    case.statements = vec![Statement {
        speaker: "Юг".into(),
        seat: Some(Seat::South),
        text: "С правильным объяснением я бы играл 3 БК.".into(),
    }];
    case.ruling = DirectorRuling {
        laws: vec!["75C".into(), "12C2".into()],
        text: "Результат за столом сохранён.".into(),
        adjusted: AdjustedScore::default(),
    };
    case.appeal = Appeal {
        appellant: Some(Side::NS),
        lodged_at: NaiveDate::from_ymd_opt(2024, 5, 1).and_then(|d| d.and_hms_opt(21, 5, 0)),
        grounds: "Дезинформация помешала найти 3 БК или шлем.".into(),
        present: vec!["Север".into(), "Юг".into(), "капитан С–Ю".into()],
        deposit: Some("20 евро".into()),
    };
    case.workflow = vec![WorkflowAnswer {
        step: "mi.infraction".into(),
        answer: "yes".into(),
        reason: "Соглашение — натуральная заявка.".into(),
        by: "Кузнецов".into(),
        at: Some(at(21, 10)),
        needs_review: true,
    }];
    case.polls = vec![Poll {
        step: Some("la".into()),
        problem: "1♣ (2♦ натур.) ?".into(),
        pollees: vec![
            PolleeAnswer {
                name: "Эксперт 1".into(),
                level: "эксперт".into(),
                action: "3NT".into(),
                considered: vec!["3C".into()],
                comment: String::new(),
            },
            PolleeAnswer {
                name: "Эксперт 2".into(),
                level: "эксперт".into(),
                action: "3C".into(),
                considered: Vec::new(),
                comment: "без сомнений".into(),
            },
        ],
    }];
    let outcome = |contract: &str, tricks, weight: &str| ScoreOutcome {
        side: None,
        contract: Some(contract.parse().expect("contract")),
        declarer: Some(Seat::North),
        tricks,
        weight: weight.into(),
    };
    case.decision = Decision {
        outcome: Some(RulingOutcome::Varied),
        adjusted: AdjustedScore {
            ns: "1/6 от 3БК−0 + 1/4 от 3БК+1 + 1/4 от 3БК+2 + 1/3 от 6♣=".into(),
            ew: "то же".into(),
            outcomes: vec![
                outcome("3NT", 9, "1/6"),
                outcome("3NT", 10, "1/4"),
                outcome("3NT", 11, "1/4"),
                outcome("6C", 12, "1/3"),
            ],
        },
        procedural_penalties: vec![ProceduralPenalty {
            side: Side::EW,
            amount: "1 IMP".into(),
            reason: "неверное объяснение".into(),
        }],
        deposit: Some(DepositOutcome::Returned),
        without_merit: false,
        reasoning: "Комитет применил Правило 12С3.".into(),
        dissent: String::new(),
    };
    case.write_up = "## Решение\n\nВзвешенный результат.".into();
    case.commentary = vec![Commentary {
        commentator: "Волков".into(),
        text: "Ещё один пример взвешивания.".into(),
    }];
    case.subjects = vec![Subject::Misinformation, Subject::FailureToAlert];
    case.review = Review {
        status: CaseStatus::Draft,
        notes: vec![ReviewNote {
            by: "Главный судья".into(),
            at: Some(at(22, 0)),
            text: "Проверить веса.".into(),
        }],
    };
    case
}

/// A read text as an archive would hand it back under the number `id`.
pub fn kept(read: &casebook::laws::texts::ReadText, id: i64) -> casebook::laws::StoredText {
    let mut info = read.info.clone();
    info.source = casebook::laws::Source::Added(casebook::laws::TextId(id));
    casebook::laws::StoredText {
        info,
        form: read.form.clone(),
        added: "2026-12-07T00:00:00Z".into(),
        added_by: None,
    }
}
