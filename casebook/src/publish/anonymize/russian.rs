//! Russian names in the grammatical cases a text puts them in: the forms of a first name, a
//! patronymic and a surname (Иванов, Иванова, Иванову, Ивановым, Иванове; Попова, Поповой,
//! Попову), and of the seat that stands in for a player (Север, Севера, Северу, Севером).
//! Words are compared in lower case with ё read as е.

/// A set of grammatical cases, one bit each; a form such as `Поповой` may be several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cases(u8);

impl Cases {
    pub const NOMINATIVE: Cases = Cases(1);
    pub const GENITIVE: Cases = Cases(2);
    pub const DATIVE: Cases = Cases(4);
    pub const ACCUSATIVE: Cases = Cases(8);
    pub const INSTRUMENTAL: Cases = Cases(16);
    pub const PREPOSITIONAL: Cases = Cases(32);
    /// In the order one is picked when a form leaves several open.
    const ORDER: [Cases; 6] = [
        Cases::NOMINATIVE,
        Cases::GENITIVE,
        Cases::DATIVE,
        Cases::ACCUSATIVE,
        Cases::INSTRUMENTAL,
        Cases::PREPOSITIONAL,
    ];

    pub const fn or(self, other: Cases) -> Cases {
        Cases(self.0 | other.0)
    }

    pub fn and(self, other: Cases) -> Cases {
        Cases(self.0 & other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The one case a stand-in is put in: the first of those left open.
    pub fn first(self) -> Cases {
        Cases::ORDER
            .into_iter()
            .find(|c| !self.and(*c).is_empty())
            .unwrap_or(Cases::NOMINATIVE)
    }
}

const NOM: Cases = Cases::NOMINATIVE;
const GEN: Cases = Cases::GENITIVE;
const DAT: Cases = Cases::DATIVE;
const ACC: Cases = Cases::ACCUSATIVE;
const INS: Cases = Cases::INSTRUMENTAL;
const PRE: Cases = Cases::PREPOSITIONAL;

/// A word as a text may write it, and the cases it is in there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordForm {
    pub word: String,
    pub cases: Cases,
    /// A plural form (`Ивановы`, `Ивановых`): the couple of that name.
    pub plural: bool,
}

/// A word as names are compared: lower case, ё as е.
pub fn normalized(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}

fn is_cyrillic(word: &str) -> bool {
    word.chars()
        .any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
}

/// After these letters Russian writes и, not ы, and an unstressed е, not о.
fn hushing_or_velar(stem: &str) -> bool {
    stem.ends_with(['г', 'к', 'х', 'ж', 'ш', 'щ', 'ч'])
}

fn hushing(stem: &str) -> bool {
    stem.ends_with(['ж', 'ш', 'щ', 'ч', 'ц'])
}

fn forms(base: &str, stem: &str, endings: &[(&str, Cases)]) -> Vec<WordForm> {
    let mut out = vec![WordForm {
        word: base.to_string(),
        cases: NOM,
        plural: false,
    }];
    out.extend(endings.iter().map(|(ending, cases)| WordForm {
        word: format!("{stem}{ending}"),
        cases: *cases,
        plural: false,
    }));
    out
}

fn plural(stem: &str, endings: [&str; 4]) -> Vec<WordForm> {
    let [nominative, genitive, dative, instrumental] = endings;
    [
        (nominative, NOM),
        (genitive, GEN.or(ACC).or(PRE)),
        (dative, DAT),
        (instrumental, INS),
    ]
    .into_iter()
    .map(|(ending, cases)| WordForm {
        word: format!("{stem}{ending}"),
        cases,
        plural: true,
    })
    .collect()
}

/// Male first names whose vowel drops before an ending (Павел, Павла; Лев, Льва).
const FLEETING: [(&str, &str); 2] = [("павел", "павл"), ("лев", "льв")];

/// Male first names that end in -а or -я and decline as such (Никита, Никиты).
const MALE_IN_A: [&str; 10] = [
    "никита",
    "илья",
    "фома",
    "кузьма",
    "лука",
    "савва",
    "данила",
    "гаврила",
    "никола",
    "миша",
];

/// Whether a name (its words as written) is a woman's: a feminine surname, patronymic or first
/// name.
pub fn is_female(words: &[String]) -> bool {
    words.iter().map(|w| normalized(w)).any(|w| {
        [
            "ова", "ева", "ина", "ына", "ская", "цкая", "овна", "евна", "ична",
        ]
        .iter()
        .any(|e| w.ends_with(e))
            || (w.ends_with(['а', 'я']) && !MALE_IN_A.contains(&w.as_str()))
    })
}

/// The forms of a word ending in -а or -я (Анна, Глинка, Мария, Наталья, Никита).
fn in_a(word: &str) -> Vec<WordForm> {
    let Some(stem) = word.strip_suffix('а') else {
        let stem = word.strip_suffix('я').unwrap_or(word);
        if stem.ends_with('и') {
            return forms(
                word,
                stem,
                &[("и", GEN.or(DAT).or(PRE)), ("ю", ACC), ("ей", INS)],
            );
        }
        return forms(
            word,
            stem,
            &[
                ("и", GEN),
                ("е", DAT.or(PRE)),
                ("ю", ACC),
                ("ей", INS),
                ("ею", INS),
            ],
        );
    };
    let genitive = if hushing_or_velar(stem) { "и" } else { "ы" };
    let instrumental: &[(&str, Cases)] = if hushing(stem) {
        &[("ей", INS), ("ею", INS)]
    } else {
        &[("ой", INS), ("ою", INS)]
    };
    let mut out = forms(
        word,
        stem,
        &[(genitive, GEN), ("е", DAT.or(PRE)), ("у", ACC)],
    );
    out.extend(forms(word, stem, instrumental).into_iter().skip(1));
    out
}

/// The forms of a male word ending in a consonant, -й or -ь (Иван, Андрей, Юрий, Игорь).
fn in_consonant(word: &str) -> Vec<WordForm> {
    if let Some(stem) = word.strip_suffix("ий") {
        return forms(
            word,
            stem,
            &[("ия", GEN.or(ACC)), ("ию", DAT), ("ием", INS), ("ии", PRE)],
        );
    }
    if let Some(stem) = word.strip_suffix(['й', 'ь']) {
        return forms(
            word,
            stem,
            &[("я", GEN.or(ACC)), ("ю", DAT), ("ем", INS), ("е", PRE)],
        );
    }
    let stem = FLEETING
        .iter()
        .find(|(name, _)| *name == word)
        .map_or(word, |(_, stem)| stem);
    let instrumental = if hushing(stem) { "ем" } else { "ом" };
    forms(
        word,
        stem,
        &[
            ("а", GEN.or(ACC)),
            ("у", DAT),
            (instrumental, INS),
            ("е", PRE),
        ],
    )
}

/// The forms of a first name (lower case).
pub fn first_name_forms(word: &str) -> Vec<WordForm> {
    if !is_cyrillic(word) {
        return bare(word);
    }
    if word.ends_with(['а', 'я']) {
        in_a(word)
    } else if word.ends_with(['о', 'е', 'и', 'у', 'ю', 'э']) {
        bare(word)
    } else {
        in_consonant(word)
    }
}

/// The forms of a patronymic (Петрович, Петровна).
pub fn patronymic_forms(word: &str) -> Vec<WordForm> {
    if word.ends_with('а') {
        in_a(word)
    } else {
        in_consonant(word)
    }
}

/// Whether a word reads as a patronymic.
pub fn is_patronymic(word: &str) -> bool {
    let word = normalized(word);
    ["ович", "евич", "ич", "овна", "евна", "ична", "инична"]
        .iter()
        .any(|e| word.ends_with(e))
        && word.chars().count() > 4
}

/// Whether a word reads as a Russian surname by its ending.
pub fn is_surname(word: &str) -> bool {
    let word = normalized(word);
    [
        "ов",
        "ев",
        "ин",
        "ын",
        "ова",
        "ева",
        "ина",
        "ына",
        "ский",
        "цкий",
        "ская",
        "цкая",
        "ской",
        "ых",
        "их",
        "енко",
        "ко",
        "ук",
        "юк",
        "ман",
        "берг",
        "штейн",
    ]
    .iter()
    .any(|e| word.ends_with(e))
}

/// The plural endings of an adjectival surname's stem: и after г, к, х and the hushing
/// letters, ы elsewhere (Сокольские, Толстые).
fn adjective_plural(stem: &str) -> [&'static str; 4] {
    if hushing_or_velar(stem) {
        ["ие", "их", "им", "ими"]
    } else {
        ["ые", "ых", "ым", "ыми"]
    }
}

/// The word itself, which does not decline (Шевченко, Черных, a foreign name).
fn bare(word: &str) -> Vec<WordForm> {
    forms(word, word, &[])
}

/// The forms of a surname (lower case), a woman's when `female`; with the plural forms that
/// name the couple (Ивановы, Ивановых).
pub fn surname_forms(word: &str, female: bool) -> Vec<WordForm> {
    if !is_cyrillic(word) {
        return bare(word);
    }
    for ending in ["ова", "ева", "ина", "ына"] {
        if word.ends_with(ending) {
            let stem = &word[..word.len() - 'а'.len_utf8()];
            let mut out = forms(
                word,
                stem,
                &[("ой", GEN.or(DAT).or(INS).or(PRE)), ("у", ACC), ("ою", INS)],
            );
            out.extend(plural(stem, ["ы", "ых", "ым", "ыми"]));
            return out;
        }
    }
    for ending in ["ов", "ев", "ин", "ын"] {
        if word.ends_with(ending) {
            // With the possessive's genitive: у Ивановой пары.
            let mut out = forms(
                word,
                word,
                &[
                    ("а", GEN.or(ACC)),
                    ("у", DAT),
                    ("ым", INS),
                    ("е", PRE),
                    ("ой", GEN),
                ],
            );
            out.extend(plural(word, ["ы", "ых", "ым", "ыми"]));
            return out;
        }
    }
    if let Some(stem) = word.strip_suffix("ая") {
        let mut out = forms(
            word,
            stem,
            &[("ой", GEN.or(DAT).or(INS).or(PRE)), ("ую", ACC)],
        );
        out.extend(plural(stem, adjective_plural(stem)));
        return out;
    }
    for ending in ["ий", "ый", "ой"] {
        if let Some(stem) = word.strip_suffix(ending) {
            let endings = if ending == "ий" {
                ["ие", "их", "им", "ими"]
            } else {
                adjective_plural(stem)
            };
            let mut out = forms(
                word,
                stem,
                &[
                    ("ого", GEN.or(ACC)),
                    ("ому", DAT),
                    (endings[2], INS),
                    ("ом", PRE),
                ],
            );
            out.extend(plural(stem, endings));
            return out;
        }
    }
    if ["ых", "их", "ко", "аго", "яго"]
        .iter()
        .any(|e| word.ends_with(e))
        || word.ends_with(['о', 'е', 'и', 'у', 'ю', 'э'])
    {
        return bare(word);
    }
    if word.ends_with(['а', 'я']) {
        return in_a(word);
    }
    // A woman's surname that ends in a consonant does not decline (Анна Шмидт).
    if female {
        bare(word)
    } else {
        in_consonant(word)
    }
}

/// The cases a preposition governs, when the word before a name is one.
pub fn governed_by(preposition: &str) -> Option<Cases> {
    Some(match normalized(preposition).as_str() {
        "у"
        | "от"
        | "до"
        | "для"
        | "без"
        | "из"
        | "около"
        | "после"
        | "против"
        | "кроме"
        | "возле"
        | "среди"
        | "вместо"
        | "со стороны" => GEN,
        "к" | "ко" | "по" => DAT,
        "с" | "со" | "перед" | "между" | "над" | "под" => INS,
        "о" | "об" | "обо" | "при" => PRE,
        "про" | "через" | "сквозь" => ACC,
        _ => return None,
    })
}

/// A seat's name (Север, Юг, Запад, Восток) in `case`: the seat stands for a player.
pub fn seat_in(seat: &str, case: Cases) -> String {
    let ending = if case == GEN || case == ACC {
        "а"
    } else if case == DAT {
        "у"
    } else if case == INS {
        "ом"
    } else if case == PRE {
        "е"
    } else {
        ""
    };
    format!("{seat}{ending}")
}

/// `команда` in `case`, keeping the capital of `like`.
pub fn team_in(case: Cases, capital: bool) -> String {
    let word = if case == GEN {
        "команды"
    } else if case == DAT || case == PRE {
        "команде"
    } else if case == ACC {
        "команду"
    } else if case == INS {
        "командой"
    } else {
        "команда"
    };
    if capital {
        let mut chars = word.chars();
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    } else {
        word.to_string()
    }
}

/// The case of a word that says "team" or "pair" (команда, пара and their forms; team, pair),
/// if the word is one.
pub fn team_word(word: &str) -> Option<Cases> {
    let word = normalized(word);
    if matches!(word.as_str(), "team" | "teams" | "pair" | "pairs") {
        return Some(NOM);
    }
    let ending = word
        .strip_prefix("команд")
        .or_else(|| word.strip_prefix("пар"))?;
    Some(match ending {
        "а" => NOM,
        "ы" => GEN,
        "е" => DAT.or(PRE),
        "у" => ACC,
        "ой" | "ою" => INS,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(forms: &[WordForm]) -> Vec<&str> {
        forms.iter().map(|f| f.word.as_str()).collect()
    }

    fn case_of(forms: &[WordForm], word: &str) -> Cases {
        forms
            .iter()
            .find(|f| f.word == word)
            .map(|f| f.cases)
            .unwrap_or_default()
    }

    #[test]
    fn surnames_decline_as_russian_grammar_has_them() {
        let ivanov = surname_forms("иванов", false);
        for form in [
            "иванов",
            "иванова",
            "иванову",
            "ивановым",
            "иванове",
            "ивановы",
            "ивановых",
        ] {
            assert!(words(&ivanov).contains(&form), "{form}");
        }
        assert_eq!(case_of(&ivanov, "ивановым"), INS);
        let popova = surname_forms("попова", true);
        assert_eq!(
            words(&popova)[..4],
            ["попова", "поповой", "попову", "поповою"]
        );
        assert_eq!(case_of(&popova, "попову"), ACC);
        let dostoevsky = surname_forms("достоевский", false);
        assert!(words(&dostoevsky).contains(&"достоевского"));
        assert!(words(&dostoevsky).contains(&"достоевским"));
        let sokolskaya = surname_forms("сокольская", true);
        assert!(words(&sokolskaya).contains(&"сокольской"));
        assert_eq!(words(&surname_forms("шевченко", false)), ["шевченко"]);
        assert_eq!(words(&surname_forms("шмидт", true)), ["шмидт"]);
        assert!(words(&surname_forms("шмидт", false)).contains(&"шмидтом"));
    }

    #[test]
    fn first_names_and_patronymics_decline_too() {
        assert!(words(&first_name_forms("павел")).contains(&"павлом"));
        assert!(words(&first_name_forms("петр")).contains(&"петру"));
        assert_eq!(case_of(&first_name_forms("юрий"), "юрием"), INS);
        assert!(words(&first_name_forms("ольга")).contains(&"ольги"));
        assert!(words(&first_name_forms("мария")).contains(&"марией"));
        assert!(words(&first_name_forms("наталья")).contains(&"натальей"));
        assert!(words(&patronymic_forms("петрович")).contains(&"петровичем"));
        assert!(words(&patronymic_forms("петровна")).contains(&"петровной"));
        assert_eq!(normalized("Пётр"), "петр");
    }

    #[test]
    fn a_seat_and_a_team_stand_in_in_the_same_case() {
        assert_eq!(seat_in("Север", GEN), "Севера");
        assert_eq!(seat_in("Юг", INS), "Югом");
        assert_eq!(seat_in("Запад", NOM), "Запад");
        assert_eq!(team_in(DAT, false), "команде");
        assert_eq!(team_word("Командой"), Some(INS));
        assert_eq!(governed_by("у"), Some(GEN));
        assert_eq!(GEN.or(DAT).first(), GEN);
    }
}
