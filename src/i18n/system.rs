//! The language of the system Casebook runs on: what a first start shows and what the
//! command line speaks until `--language` or View › Language says otherwise.

use super::Language;

impl Language {
    /// The system's language when Casebook speaks it — the locale on Linux, the user's display
    /// language on Windows — and English otherwise.
    pub fn of_system() -> Language {
        system_language().unwrap_or(Language::English)
    }

    /// The language a locale or language tag names (`ru_RU.UTF-8`, `en-GB`, `ru`), when
    /// Casebook speaks it.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.tag() == primary)
    }
}

/// The language the environment's locale variables name, as gettext reads them: the locale
/// is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; GNU's `LANGUAGE`, a list
/// in order of preference, comes first unless the locale is `C` or `POSIX`. `None` when
/// none names a language Casebook speaks.
pub fn from_environment(variable: impl Fn(&str) -> Option<String>) -> Option<Language> {
    let set = |name: &str| variable(name).filter(|value| !value.trim().is_empty());
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(&set)?;
    let plain = matches!(locale.split('.').next(), Some("C" | "POSIX"));
    if plain {
        return None;
    }
    if let Some(preferred) = set("LANGUAGE")
        && let Some(language) = preferred.split(':').find_map(Language::from_locale)
    {
        return Some(language);
    }
    Language::from_locale(&locale)
}

#[cfg(not(windows))]
fn system_language() -> Option<Language> {
    from_environment(|name| std::env::var(name).ok())
}

/// The user's display language (Settings › Time & language), by its primary language: the
/// low ten bits of the LANGID.
#[cfg(windows)]
fn system_language() -> Option<Language> {
    // SAFETY: takes nothing and returns a number.
    let id = unsafe { windows_sys::Win32::Globalization::GetUserDefaultUILanguage() };
    let tag = match id & 0x3ff {
        0x02 => "bg",
        0x09 => "en",
        0x19 => "ru",
        _ => return None,
    };
    Language::from_locale(tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn environment(pairs: &[(&str, &str)]) -> Option<Language> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        from_environment(|name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn a_locale_names_its_language() {
        assert_eq!(
            Language::from_locale("ru_RU.UTF-8"),
            Some(Language::Russian)
        );
        assert_eq!(Language::from_locale("en-GB"), Some(Language::English));
        assert_eq!(Language::from_locale("EN"), Some(Language::English));
        assert_eq!(
            Language::from_locale("bg_BG.UTF-8"),
            Some(Language::Bulgarian)
        );
        assert_eq!(Language::from_locale("de_DE.UTF-8"), None);
        assert_eq!(Language::from_locale(""), None);
    }

    #[test]
    fn the_environment_is_read_as_gettext_reads_it() {
        assert_eq!(
            environment(&[("LANG", "ru_RU.UTF-8")]),
            Some(Language::Russian)
        );
        assert_eq!(
            environment(&[("LANG", "en_US.UTF-8")]),
            Some(Language::English)
        );
        // LC_ALL over LC_MESSAGES over LANG.
        assert_eq!(
            environment(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "ru_RU.UTF-8")]),
            Some(Language::Russian)
        );
        assert_eq!(
            environment(&[("LC_ALL", "en_GB.UTF-8"), ("LC_MESSAGES", "ru_RU.UTF-8")]),
            Some(Language::English)
        );
        // LANGUAGE's first language Casebook speaks, unless the locale is plain C.
        assert_eq!(
            environment(&[("LANG", "en_US.UTF-8"), ("LANGUAGE", "de:ru:en")]),
            Some(Language::Russian)
        );
        assert_eq!(environment(&[("LANG", "C"), ("LANGUAGE", "ru")]), None);
        assert_eq!(environment(&[("LANG", "C.UTF-8")]), None);
        // A language Casebook does not speak, or none at all: the caller falls back.
        assert_eq!(environment(&[("LANG", "de_DE.UTF-8")]), None);
        assert_eq!(environment(&[("LANG", "")]), None);
        assert_eq!(environment(&[]), None);
    }
}
