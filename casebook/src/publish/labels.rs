//! The casebook's own words — section titles, seat names, subjects, outcomes — in the language
//! of its cases. The core has no translation machinery, so the languages of the product
//! (English, Russian and Bulgarian) are plain tables here; the subject and outcome names follow
//! the application's translations, the Bulgarian words those of the Bulgarian 2017 Laws.

use crate::bridge::{CallLanguage, Seat, Side, Vulnerability};
use crate::case::{CommitteeRole, DepositOutcome, RulingOutcome, ScoringForm, Subject};

/// The language the casebook is printed in.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum CasebookLanguage {
    #[default]
    English,
    Russian,
    Bulgarian,
}

impl CasebookLanguage {
    pub const ALL: [CasebookLanguage; 3] = [
        CasebookLanguage::English,
        CasebookLanguage::Russian,
        CasebookLanguage::Bulgarian,
    ];

    /// The language of a case's `language` code (`ru` → Russian, `bg` → Bulgarian); anything
    /// else is English.
    pub fn from_code(code: &str) -> CasebookLanguage {
        let code = code.trim();
        if code.eq_ignore_ascii_case("ru") {
            CasebookLanguage::Russian
        } else if code.eq_ignore_ascii_case("bg") {
            CasebookLanguage::Bulgarian
        } else {
            CasebookLanguage::English
        }
    }

    /// The BCP 47 code for `lang` attributes.
    pub fn code(self) -> &'static str {
        match self {
            CasebookLanguage::English => "en",
            CasebookLanguage::Russian => "ru",
            CasebookLanguage::Bulgarian => "bg",
        }
    }

    pub fn labels(self) -> &'static Labels {
        match self {
            CasebookLanguage::English => &EN,
            CasebookLanguage::Russian => &RU,
            CasebookLanguage::Bulgarian => &BG,
        }
    }
}

impl From<CasebookLanguage> for CallLanguage {
    /// Calls and contracts are spelled in the casebook's language.
    fn from(language: CasebookLanguage) -> CallLanguage {
        match language {
            CasebookLanguage::English => CallLanguage::English,
            CasebookLanguage::Russian => CallLanguage::Russian,
            CasebookLanguage::Bulgarian => CallLanguage::Bulgarian,
        }
    }
}

impl From<CasebookLanguage> for crate::adjust::Language {
    /// The core's sentences (breakdowns, workflow steps, precedents) in the casebook's language.
    fn from(language: CasebookLanguage) -> crate::adjust::Language {
        match language {
            CasebookLanguage::English => crate::adjust::Language::English,
            CasebookLanguage::Russian => crate::adjust::Language::Russian,
            CasebookLanguage::Bulgarian => crate::adjust::Language::Bulgarian,
        }
    }
}

/// The fixed words of a casebook in one language.
#[derive(Debug)]
pub struct Labels {
    pub language: CasebookLanguage,
    pub title: &'static str,
    pub edition: &'static str,
    pub anonymized_note: &'static str,
    pub contents: &'static str,
    pub committee_members: &'static str,
    pub commentators: &'static str,
    pub foreword: &'static str,
    pub cases: &'static str,
    pub case: &'static str,
    pub subject_index: &'static str,
    pub law_index: &'static str,
    pub statistics: &'static str,
    pub tournament: &'static str,
    pub event: &'static str,
    pub session: &'static str,
    pub date: &'static str,
    pub scoring: &'static str,
    pub board: &'static str,
    pub dealer: &'static str,
    pub vulnerability: &'static str,
    pub teams: &'static str,
    pub director: &'static str,
    pub auction: &'static str,
    pub agreement: &'static str,
    pub explanation: &'static str,
    pub tempo: &'static str,
    pub tempo_agreed: &'static str,
    pub tempo_disputed: &'static str,
    pub alerted: &'static str,
    pub irregular: &'static str,
    pub seconds: &'static str,
    pub contract: &'static str,
    pub passed_out: &'static str,
    pub by: &'static str,
    pub lead: &'static str,
    pub result: &'static str,
    pub tricks: &'static str,
    pub play: &'static str,
    pub claim: &'static str,
    pub facts: &'static str,
    pub disputed: &'static str,
    pub finding: &'static str,
    pub statements: &'static str,
    pub ruling: &'static str,
    pub laws_cited: &'static str,
    pub result_stands: &'static str,
    pub adjusted_score: &'static str,
    pub appeal: &'static str,
    pub appellant: &'static str,
    pub lodged: &'static str,
    pub grounds: &'static str,
    pub present: &'static str,
    pub deposit: &'static str,
    pub polls: &'static str,
    pub poll_action: &'static str,
    pub poll_chose: &'static str,
    pub poll_considered: &'static str,
    pub committee: &'static str,
    pub decision: &'static str,
    pub procedural_penalty: &'static str,
    pub dissent: &'static str,
    pub without_merit: &'static str,
    pub write_up: &'static str,
    pub commentary: &'static str,
    /// The panel's comments under a case, and its parts.
    pub panel: &'static str,
    pub panel_ruling: &'static str,
    pub panel_decision: &'static str,
    pub panel_average: &'static str,
    /// Improved, worsened, no change, too close: [`crate::panel::PanelVerdict::ALL`]'s order.
    pub panel_verdicts: [&'static str; 4],
    pub closing_remarks: &'static str,
    /// The panel's rows of the statistics.
    pub panel_commented: &'static str,
    pub panel_changed: &'static str,
    pub panel_improvement: &'static str,
    /// A review of the ruling's own heading and who reviewed it.
    pub review_of_ruling: &'static str,
    pub reviewer: &'static str,
    pub review_decision: &'static str,
    /// The decision's heading where a referee decided alone, and his line above it.
    pub referee_decision: &'static str,
    pub referee: &'static str,
    /// The statistics' rulings counted by the body that heard the appeal.
    pub rulings_by_body: &'static str,
    pub outcome_unknown: &'static str,
    pub cases_by_subject: &'static str,
    pub over_the_years: &'static str,
    pub cases_per_year: &'static str,
    pub year: &'static str,
    pub rulings: &'static str,
    pub deposits_kept: &'static str,
    pub appeals_without_merit: &'static str,
    pub average_committee: &'static str,
    pub case_count: &'static str,
    pub roles_in_cases: &'static str,
    pub weighted_outcomes: &'static str,
    /// The caption of the double-dummy table under a deal.
    pub double_dummy: &'static str,
    pub par: &'static str,
    /// What double dummy is, printed once under each table.
    pub double_dummy_note: &'static str,
    /// The caption of the board's traveller under a deal, and its words.
    pub traveller: &'static str,
    pub table: &'static str,
    pub score: &'static str,
    /// Matchpoints, short, in a column's head.
    pub matchpoints: &'static str,
    /// After the ruling, in a column's head beside the side.
    pub after_ruling: &'static str,
    pub top: &'static str,
    pub matchpoint_scale: &'static str,
    /// Before the score the ruling gives the case's table.
    pub ruling_gives: &'static str,
    pub table_result_stands: &'static str,
    /// What ▶ and * mark on a traveller.
    pub own_table_mark: &'static str,
    pub moved_mark: &'static str,
}

/// Words that depend on a value: seats, sides, subjects, outcomes.
impl Labels {
    pub fn seat(&self, seat: Seat) -> &'static str {
        let names = match self.language {
            CasebookLanguage::English => ["North", "East", "South", "West"],
            CasebookLanguage::Russian => ["Север", "Восток", "Юг", "Запад"],
            CasebookLanguage::Bulgarian => ["Север", "Изток", "Юг", "Запад"],
        };
        names[seat.index()]
    }

    pub fn side(&self, side: Side) -> &'static str {
        match (self.language, side) {
            (CasebookLanguage::Russian | CasebookLanguage::Bulgarian, Side::NS) => "С–Ю",
            (CasebookLanguage::Russian, Side::EW) => "В–З",
            (CasebookLanguage::Bulgarian, Side::EW) => "И–З",
            (CasebookLanguage::English, Side::NS) => "N–S",
            (CasebookLanguage::English, Side::EW) => "E–W",
        }
    }

    pub fn vulnerability(&self, vulnerability: Vulnerability) -> &'static str {
        match (self.language, vulnerability) {
            (CasebookLanguage::Russian, Vulnerability::None) => "никто не в зоне",
            (CasebookLanguage::Russian, Vulnerability::NS) => "С–Ю в зоне",
            (CasebookLanguage::Russian, Vulnerability::EW) => "В–З в зоне",
            (CasebookLanguage::Russian, Vulnerability::All) => "все в зоне",
            (CasebookLanguage::Bulgarian, Vulnerability::None) => "никой не е в зона",
            (CasebookLanguage::Bulgarian, Vulnerability::NS) => "С–Ю в зона",
            (CasebookLanguage::Bulgarian, Vulnerability::EW) => "И–З в зона",
            (CasebookLanguage::Bulgarian, Vulnerability::All) => "всички са в зона",
            (CasebookLanguage::English, Vulnerability::None) => "None",
            (CasebookLanguage::English, Vulnerability::NS) => "N–S",
            (CasebookLanguage::English, Vulnerability::EW) => "E–W",
            (CasebookLanguage::English, Vulnerability::All) => "All",
        }
    }

    /// The archive's years as a table: the header and a row per year (year, cases, upheld,
    /// varied, cancelled, deposits kept, appeals without merit).
    pub fn years_table(
        &self,
        years: &[crate::precedent::YearFigures],
    ) -> (Vec<&'static str>, Vec<Vec<String>>) {
        let header = vec![
            self.year,
            self.case_count,
            self.outcome_short(RulingOutcome::Upheld),
            self.outcome_short(RulingOutcome::Varied),
            self.outcome_short(RulingOutcome::Cancelled),
            self.deposits_kept,
            self.appeals_without_merit,
        ];
        let rows = years
            .iter()
            .map(|y| {
                [
                    y.year as usize,
                    y.cases,
                    y.upheld,
                    y.changed,
                    y.cancelled,
                    y.deposits_kept,
                    y.without_merit,
                ]
                .iter()
                .map(usize::to_string)
                .collect()
            })
            .collect();
        (header, rows)
    }

    /// A board scored as if it had `results` results (Neuberg's formula), said after its top.
    pub fn neuberg(&self, results: u32) -> String {
        match self.language {
            CasebookLanguage::Russian => {
                format!("по формуле Нойберга, как при {results} результатах")
            }
            CasebookLanguage::Bulgarian => {
                format!("по формулата на Нойберг, като при {results} резултата")
            }
            CasebookLanguage::English => format!("Neuberg, as if {results} results"),
        }
    }

    pub fn subject(&self, subject: Subject) -> &'static str {
        subject.name(self.language.into())
    }

    pub fn outcome(&self, outcome: RulingOutcome) -> &'static str {
        match (self.language, outcome) {
            (CasebookLanguage::Russian, RulingOutcome::Upheld) => "Решение судьи оставлено в силе",
            (CasebookLanguage::Russian, RulingOutcome::Varied) => "Решение судьи изменено",
            (CasebookLanguage::Russian, RulingOutcome::Cancelled) => "Решение судьи отменено",
            (CasebookLanguage::Bulgarian, RulingOutcome::Upheld) => {
                "Решението на съдията е потвърдено"
            }
            (CasebookLanguage::Bulgarian, RulingOutcome::Varied) => {
                "Решението на съдията е променено"
            }
            (CasebookLanguage::Bulgarian, RulingOutcome::Cancelled) => {
                "Решението на съдията е отменено"
            }
            (CasebookLanguage::English, RulingOutcome::Upheld) => "Director's ruling upheld",
            (CasebookLanguage::English, RulingOutcome::Varied) => "Director's ruling varied",
            (CasebookLanguage::English, RulingOutcome::Cancelled) => "Director's ruling cancelled",
        }
    }

    /// The short name of an outcome for the statistics table.
    pub fn outcome_short(&self, outcome: RulingOutcome) -> &'static str {
        match (self.language, outcome) {
            (CasebookLanguage::Russian, RulingOutcome::Upheld) => "Оставлено в силе",
            (CasebookLanguage::Russian, RulingOutcome::Varied) => "Изменено",
            (CasebookLanguage::Russian, RulingOutcome::Cancelled) => "Отменено",
            (CasebookLanguage::Bulgarian, RulingOutcome::Upheld) => "Потвърдено",
            (CasebookLanguage::Bulgarian, RulingOutcome::Varied) => "Променено",
            (CasebookLanguage::Bulgarian, RulingOutcome::Cancelled) => "Отменено",
            (CasebookLanguage::English, RulingOutcome::Upheld) => "Upheld",
            (CasebookLanguage::English, RulingOutcome::Varied) => "Varied",
            (CasebookLanguage::English, RulingOutcome::Cancelled) => "Cancelled",
        }
    }

    pub fn deposit_outcome(&self, deposit: DepositOutcome) -> &'static str {
        match (self.language, deposit) {
            (CasebookLanguage::Russian, DepositOutcome::Returned) => "возвращён",
            (CasebookLanguage::Russian, DepositOutcome::Kept) => "не возвращён",
            (CasebookLanguage::Bulgarian, DepositOutcome::Returned) => "върнат",
            (CasebookLanguage::Bulgarian, DepositOutcome::Kept) => "задържан",
            (CasebookLanguage::English, DepositOutcome::Returned) => "returned",
            (CasebookLanguage::English, DepositOutcome::Kept) => "kept",
        }
    }

    pub fn role(&self, role: CommitteeRole) -> &'static str {
        match (self.language, role) {
            (CasebookLanguage::Russian, CommitteeRole::Chair) => "председатель",
            (CasebookLanguage::Russian, CommitteeRole::Scribe) => "секретарь",
            (CasebookLanguage::Russian, CommitteeRole::Member) => "член комитета",
            (CasebookLanguage::Bulgarian, CommitteeRole::Chair) => "председател",
            (CasebookLanguage::Bulgarian, CommitteeRole::Scribe) => "секретар",
            (CasebookLanguage::Bulgarian, CommitteeRole::Member) => "член на комисията",
            (CasebookLanguage::English, CommitteeRole::Chair) => "chair",
            (CasebookLanguage::English, CommitteeRole::Scribe) => "scribe",
            (CasebookLanguage::English, CommitteeRole::Member) => "member",
        }
    }

    pub fn scoring(&self, form: ScoringForm) -> &'static str {
        match (self.language, form) {
            (CasebookLanguage::Russian, ScoringForm::PairsMp) => "пары, матч-пункты",
            (CasebookLanguage::Russian, ScoringForm::TeamsImp) => "команды, импы",
            (CasebookLanguage::Russian, ScoringForm::Bam) => "команды, BAM",
            (CasebookLanguage::Russian, ScoringForm::SwissVp) => {
                "швейцарская система, победные очки"
            }
            (CasebookLanguage::Bulgarian, ScoringForm::PairsMp) => "двойки, мач-точки",
            (CasebookLanguage::Bulgarian, ScoringForm::TeamsImp) => "отбори, IMPs",
            (CasebookLanguage::Bulgarian, ScoringForm::Bam) => "отбори, board-a-match",
            (CasebookLanguage::Bulgarian, ScoringForm::SwissVp) => {
                "швейцарска система, победни точки"
            }
            (CasebookLanguage::English, ScoringForm::PairsMp) => "pairs, matchpoints",
            (CasebookLanguage::English, ScoringForm::TeamsImp) => "teams, IMPs",
            (CasebookLanguage::English, ScoringForm::Bam) => "board-a-match teams",
            (CasebookLanguage::English, ScoringForm::SwissVp) => "Swiss teams, VPs",
        }
    }
}

pub static EN: Labels = Labels {
    language: CasebookLanguage::English,
    title: "Appeals Casebook",
    edition: "Edition",
    anonymized_note: "Players are shown by seat and rank, not by name.",
    contents: "Contents",
    committee_members: "Appeals committee members",
    foreword: "Foreword",
    commentators: "Commentators",
    cases: "Cases",
    case: "Case",
    subject_index: "Index of subjects",
    law_index: "Index of laws cited",
    statistics: "Statistics",
    tournament: "Tournament",
    event: "Event",
    session: "Session",
    date: "Date",
    scoring: "Scoring",
    board: "Board",
    dealer: "Dealer",
    vulnerability: "Vul",
    teams: "Teams",
    director: "Director",
    auction: "Auction",
    agreement: "agreement",
    explanation: "explanation",
    tempo: "break in tempo",
    tempo_agreed: "agreed",
    tempo_disputed: "disputed",
    alerted: "alerted",
    irregular: "irregular call",
    seconds: "s",
    contract: "Contract",
    passed_out: "passed out",
    by: "by",
    lead: "Lead",
    result: "Result",
    tricks: "tricks",
    play: "Play",
    claim: "Claim",
    facts: "The Facts",
    disputed: "Disputed",
    finding: "Finding",
    statements: "The Players",
    ruling: "The Director's Ruling",
    laws_cited: "Laws cited",
    result_stands: "The table result stands.",
    adjusted_score: "Adjusted score",
    appeal: "The Appeal",
    appellant: "Appellant",
    lodged: "Lodged",
    grounds: "Grounds",
    present: "Present",
    deposit: "Deposit",
    polls: "Poll",
    poll_action: "Action",
    poll_chose: "Chose it",
    poll_considered: "Considered it",
    committee: "The Committee",
    decision: "The Committee's Decision",
    procedural_penalty: "Procedural penalty",
    dissent: "Dissent",
    without_merit: "The appeal was found to lack merit.",
    write_up: "Summary",
    commentary: "Commentary",
    panel: "The Panel",
    panel_ruling: "Director's ruling",
    panel_decision: "Decision",
    panel_average: "The panel's average",
    panel_verdicts: [
        "improved the ruling",
        "worsened the ruling",
        "did not change the ruling",
        "too close to call",
    ],
    closing_remarks: "The Editor's Closing Remarks",
    panel_commented: "Cases the panel commented on",
    panel_changed: "Changed rulings the panel judged",
    panel_improvement: "Improvement per case ((improved − worsened) / changed)",
    review_of_ruling: "Review of the ruling",
    reviewer: "Reviewer of the ruling",
    review_decision: "Decision on review",
    referee_decision: "The Referee's Decision",
    referee: "The Referee",
    rulings_by_body: "Rulings by the body that heard the appeal",
    outcome_unknown: "Not recorded",
    cases_by_subject: "Cases by subject",
    over_the_years: "Over the years",
    cases_per_year: "Cases per year",
    year: "Year",
    rulings: "Director's rulings",
    deposits_kept: "Deposits kept",
    appeals_without_merit: "Appeals without merit",
    average_committee: "Average committee size",
    case_count: "Cases",
    roles_in_cases: "cases",
    weighted_outcomes: "Outcomes",
    double_dummy: "Double dummy",
    par: "Par",
    double_dummy_note: "Every card known: what the cards allow, not the likely result a committee adjusts to.",
    traveller: "Traveller",
    table: "Table",
    score: "Score",
    matchpoints: "MP",
    after_ruling: "after",
    top: "top",
    matchpoint_scale: "matchpoints on the scale of two for a win",
    ruling_gives: "the ruling gives",
    table_result_stands: "the table result stands",
    own_table_mark: "▶ the case's table",
    moved_mark: "* the pairs whose matchpoints the ruling moves",
};

pub static RU: Labels = Labels {
    language: CasebookLanguage::Russian,
    title: "Сборник апелляционных решений",
    edition: "Издание",
    anonymized_note: "Игроки названы по месту за столом и разряду, без имён.",
    contents: "Содержание",
    committee_members: "Члены апелляционного комитета",
    foreword: "Предисловие",
    commentators: "Комментаторы",
    cases: "Дела",
    case: "Дело",
    subject_index: "Указатель тем",
    law_index: "Указатель правил",
    statistics: "Статистика",
    tournament: "Турнир",
    event: "Соревнование",
    session: "Сессия",
    date: "Дата",
    scoring: "Подсчёт",
    board: "Сдача",
    dealer: "Сдающий",
    vulnerability: "Зона",
    teams: "Команды",
    director: "Судья",
    auction: "Торговля",
    agreement: "соглашение",
    explanation: "объяснение",
    tempo: "нарушение темпа",
    tempo_agreed: "признано",
    tempo_disputed: "оспаривается",
    alerted: "алертировано",
    irregular: "заявка с нарушением",
    seconds: "с",
    contract: "Контракт",
    passed_out: "все спасовали",
    by: "",
    lead: "Атака",
    result: "Результат",
    tricks: "взяток",
    play: "Розыгрыш",
    claim: "Претензия",
    facts: "Факты",
    disputed: "Спорный вопрос",
    finding: "Установлено",
    statements: "Показания сторон",
    ruling: "Решение судьи",
    laws_cited: "Правила",
    result_stands: "Результат за столом остаётся в силе.",
    adjusted_score: "Присуждённый результат",
    appeal: "Апелляция",
    appellant: "Апеллянт",
    lodged: "Подана",
    grounds: "Основания",
    present: "Присутствовали",
    deposit: "Депозит",
    polls: "Опрос",
    poll_action: "Действие",
    poll_chose: "Выбрали",
    poll_considered: "Рассматривали",
    committee: "Апелляционный комитет",
    decision: "Решение комитета",
    procedural_penalty: "Процедурное наказание",
    dissent: "Особое мнение",
    without_merit: "Апелляция признана необоснованной.",
    write_up: "Итоги",
    commentary: "Комментарии",
    panel: "Коллегия комментаторов",
    panel_ruling: "Решение судьи",
    panel_decision: "Решение по апелляции",
    panel_average: "Средняя оценка коллегии",
    panel_verdicts: [
        "улучшило решение судьи",
        "ухудшило решение судьи",
        "не изменило решения судьи",
        "слишком спорно",
    ],
    closing_remarks: "Заключительное слово редактора",
    panel_commented: "Дел с комментариями коллегии",
    panel_changed: "Изменённых решений судьи, оценённых коллегией",
    panel_improvement: "Улучшение на дело ((улучшило − ухудшило) / изменённые)",
    review_of_ruling: "Пересмотр решения судьи",
    reviewer: "Решение пересматривал",
    review_decision: "Решение по пересмотру",
    referee_decision: "Решение рефери по апелляциям",
    referee: "Рефери по апелляциям",
    rulings_by_body: "Решения судей по органу, рассматривавшему апелляцию",
    outcome_unknown: "Не указано",
    cases_by_subject: "Дела по темам",
    over_the_years: "По годам",
    cases_per_year: "Дела по годам",
    year: "Год",
    rulings: "Решения судьи",
    deposits_kept: "Депозит не возвращён",
    appeals_without_merit: "Необоснованные апелляции",
    average_committee: "Средний состав комитета",
    case_count: "Дел",
    roles_in_cases: "дел",
    weighted_outcomes: "Исходы",
    double_dummy: "С открытыми картами",
    par: "Пар",
    double_dummy_note: "Все карты открыты: что позволяют карты, а не правдоподобный результат, к которому корректирует комитет.",
    traveller: "Протокол сдачи",
    table: "Стол",
    score: "Очки",
    matchpoints: "МП",
    after_ruling: "после",
    top: "топ",
    matchpoint_scale: "матч-пункты по шкале «два за выигрыш»",
    ruling_gives: "по решению",
    table_result_stands: "результат за столом остаётся в силе",
    own_table_mark: "▶ стол дела",
    moved_mark: "* пары, чьи матч-пункты решение изменило",
};

pub static BG: Labels = Labels {
    language: CasebookLanguage::Bulgarian,
    title: "Сборник с контестации",
    edition: "Издание",
    anonymized_note: "Играчите са посочени по място на масата и ранг, без имена.",
    contents: "Съдържание",
    committee_members: "Членове на апелативната комисия",
    foreword: "Предговор",
    commentators: "Коментатори",
    cases: "Казуси",
    case: "Казус",
    subject_index: "Показалец на темите",
    law_index: "Показалец на цитираните правила",
    statistics: "Статистика",
    tournament: "Турнир",
    event: "Състезание",
    session: "Сесия",
    date: "Дата",
    scoring: "Изчисляване",
    board: "Раздаване",
    dealer: "Откриващ",
    vulnerability: "Зона",
    teams: "Отбори",
    director: "Съдия",
    auction: "Наддаване",
    agreement: "споразумение",
    explanation: "обяснение",
    tempo: "колебание",
    tempo_agreed: "признато",
    tempo_disputed: "оспорено",
    alerted: "алертирана",
    irregular: "нередовна обява",
    seconds: "с",
    contract: "Договор",
    passed_out: "всички пасуват",
    by: "",
    lead: "Първоначална атака",
    result: "Резултат",
    tricks: "взятки",
    play: "Разиграване",
    claim: "Претенция",
    facts: "Фактите",
    disputed: "Спорен факт",
    finding: "Констатация",
    statements: "Изявления",
    ruling: "Решението на съдията",
    laws_cited: "Цитирани правила",
    result_stands: "Игралният резултат остава.",
    adjusted_score: "Административен резултат",
    appeal: "Контестацията",
    appellant: "Контестираща страна",
    lodged: "Подадена",
    grounds: "Основания",
    present: "Присъстващи",
    deposit: "Депозит",
    polls: "Анкета",
    poll_action: "Действие",
    poll_chose: "Избрали",
    poll_considered: "Обмисляли",
    committee: "Апелативната комисия",
    decision: "Решението на комисията",
    procedural_penalty: "Процедурно наказание",
    dissent: "Особено мнение",
    without_merit: "Контестацията е без основание.",
    write_up: "Описание",
    commentary: "Коментари",
    panel: "Панелът на сборника",
    panel_ruling: "Решението на съдията",
    panel_decision: "Решението по контестацията",
    panel_average: "Средна оценка на панела",
    panel_verdicts: [
        "подобри решението на съдията",
        "влоши решението на съдията",
        "не промени решението на съдията",
        "твърде спорно",
    ],
    closing_remarks: "Заключителните бележки на редактора",
    panel_commented: "Казуси с коментари на панела",
    panel_changed: "Променени решения на съдията, оценени от панела",
    panel_improvement: "Подобрение на казус ((подобри − влоши) / променени)",
    review_of_ruling: "Преразглеждане на решението на съдията",
    reviewer: "Решението преразгледа",
    review_decision: "Решение при преразглеждането",
    referee_decision: "Решението на рефера по контестации",
    referee: "Рефер по контестации",
    rulings_by_body: "Решенията на съдиите по органа, разгледал контестацията",
    outcome_unknown: "Не е посочено",
    cases_by_subject: "Казуси по теми",
    over_the_years: "По години",
    cases_per_year: "Казуси по години",
    year: "Година",
    rulings: "Решения на съдията",
    deposits_kept: "Задържани депозити",
    appeals_without_merit: "Контестации без основание",
    average_committee: "Среден състав на комисията",
    case_count: "Казуси",
    roles_in_cases: "казуса",
    weighted_outcomes: "Изходи",
    double_dummy: "При открити карти",
    par: "Пар",
    double_dummy_note: "Всички карти са открити: какво позволяват картите, а не вероятният резултат, към който комисията коригира.",
    traveller: "Протокол на раздаването",
    table: "Маса",
    score: "Резултат",
    matchpoints: "МТ",
    after_ruling: "след",
    top: "топ",
    matchpoint_scale: "мач-точки по скалата „две за победа“",
    ruling_gives: "според решението",
    table_result_stands: "игралният резултат остава",
    own_table_mark: "▶ масата на казуса",
    moved_mark: "* двойките, чиито мач-точки решението премества",
};
