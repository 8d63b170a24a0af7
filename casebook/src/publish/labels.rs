//! The casebook's own words — section titles, seat names, subjects, outcomes — in the language
//! of its cases. The core has no translation machinery, so the two languages of the product
//! (English and Russian) are plain tables here; the subject and outcome names follow the
//! application's translations.

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
}

impl CasebookLanguage {
    /// The language of a case's `language` code (`ru` → Russian); anything else is English.
    pub fn from_code(code: &str) -> CasebookLanguage {
        if code.trim().eq_ignore_ascii_case("ru") {
            CasebookLanguage::Russian
        } else {
            CasebookLanguage::English
        }
    }

    /// The BCP 47 code for `lang` attributes.
    pub fn code(self) -> &'static str {
        match self {
            CasebookLanguage::English => "en",
            CasebookLanguage::Russian => "ru",
        }
    }

    pub fn labels(self) -> &'static Labels {
        match self {
            CasebookLanguage::English => &EN,
            CasebookLanguage::Russian => &RU,
        }
    }
}

impl From<CasebookLanguage> for CallLanguage {
    /// Calls and contracts are spelled in the casebook's language.
    fn from(language: CasebookLanguage) -> CallLanguage {
        match language {
            CasebookLanguage::English => CallLanguage::English,
            CasebookLanguage::Russian => CallLanguage::Russian,
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
    /// Who heard the appeal: [`crate::case::Hearing::ALL`]'s order.
    pub hearings: [&'static str; 3],
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
    fn is_russian(&self) -> bool {
        self.language == CasebookLanguage::Russian
    }

    pub fn seat(&self, seat: Seat) -> &'static str {
        let names = if self.is_russian() {
            ["Север", "Восток", "Юг", "Запад"]
        } else {
            ["North", "East", "South", "West"]
        };
        names[seat.index()]
    }

    pub fn side(&self, side: Side) -> &'static str {
        match (self.is_russian(), side) {
            (true, Side::NS) => "С–Ю",
            (true, Side::EW) => "В–З",
            (false, Side::NS) => "N–S",
            (false, Side::EW) => "E–W",
        }
    }

    pub fn vulnerability(&self, vulnerability: Vulnerability) -> &'static str {
        match (self.is_russian(), vulnerability) {
            (true, Vulnerability::None) => "никто не в зоне",
            (true, Vulnerability::NS) => "С–Ю в зоне",
            (true, Vulnerability::EW) => "В–З в зоне",
            (true, Vulnerability::All) => "все в зоне",
            (false, Vulnerability::None) => "None",
            (false, Vulnerability::NS) => "N–S",
            (false, Vulnerability::EW) => "E–W",
            (false, Vulnerability::All) => "All",
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
        if self.is_russian() {
            format!("по формуле Нойберга, как при {results} результатах")
        } else {
            format!("Neuberg, as if {results} results")
        }
    }

    pub fn subject(&self, subject: Subject) -> &'static str {
        subject.name(self.is_russian())
    }

    pub fn outcome(&self, outcome: RulingOutcome) -> &'static str {
        match (self.is_russian(), outcome) {
            (true, RulingOutcome::Upheld) => "Решение судьи оставлено в силе",
            (true, RulingOutcome::Varied) => "Решение судьи изменено",
            (true, RulingOutcome::Cancelled) => "Решение судьи отменено",
            (false, RulingOutcome::Upheld) => "Director's ruling upheld",
            (false, RulingOutcome::Varied) => "Director's ruling varied",
            (false, RulingOutcome::Cancelled) => "Director's ruling cancelled",
        }
    }

    /// The short name of an outcome for the statistics table.
    pub fn outcome_short(&self, outcome: RulingOutcome) -> &'static str {
        match (self.is_russian(), outcome) {
            (true, RulingOutcome::Upheld) => "Оставлено в силе",
            (true, RulingOutcome::Varied) => "Изменено",
            (true, RulingOutcome::Cancelled) => "Отменено",
            (false, RulingOutcome::Upheld) => "Upheld",
            (false, RulingOutcome::Varied) => "Varied",
            (false, RulingOutcome::Cancelled) => "Cancelled",
        }
    }

    pub fn deposit_outcome(&self, deposit: DepositOutcome) -> &'static str {
        match (self.is_russian(), deposit) {
            (true, DepositOutcome::Returned) => "возвращён",
            (true, DepositOutcome::Kept) => "не возвращён",
            (false, DepositOutcome::Returned) => "returned",
            (false, DepositOutcome::Kept) => "kept",
        }
    }

    pub fn role(&self, role: CommitteeRole) -> &'static str {
        match (self.is_russian(), role) {
            (true, CommitteeRole::Chair) => "председатель",
            (true, CommitteeRole::Scribe) => "секретарь",
            (true, CommitteeRole::Member) => "член комитета",
            (false, CommitteeRole::Chair) => "chair",
            (false, CommitteeRole::Scribe) => "scribe",
            (false, CommitteeRole::Member) => "member",
        }
    }

    pub fn scoring(&self, form: ScoringForm) -> &'static str {
        match (self.is_russian(), form) {
            (true, ScoringForm::PairsMp) => "пары, матч-пункты",
            (true, ScoringForm::TeamsImp) => "команды, импы",
            (true, ScoringForm::Bam) => "команды, BAM",
            (true, ScoringForm::SwissVp) => "швейцарская система, победные очки",
            (false, ScoringForm::PairsMp) => "pairs, matchpoints",
            (false, ScoringForm::TeamsImp) => "teams, IMPs",
            (false, ScoringForm::Bam) => "board-a-match teams",
            (false, ScoringForm::SwissVp) => "Swiss teams, VPs",
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
    hearings: [
        "appeals committee",
        "panel of directors",
        "review of the ruling",
    ],
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
    hearings: [
        "апелляционный комитет",
        "коллегия судей",
        "пересмотр решения",
    ],
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
