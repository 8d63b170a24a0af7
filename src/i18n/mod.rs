//! Interface translations: Fluent messages for Russian, English and Bulgarian, embedded in the
//! binary.
//!
//! Fluent rather than a key/value table because Russian needs CLDR plural categories
//! ("1 дело", "2 дела", "5 дел", "21 дело").

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;
use unic_langid::{LanguageIdentifier, langid};

pub use fluent_bundle::{FluentArgs, FluentValue};

pub mod edition_map;
pub mod errors;

/// The message `key` in `language` with `args` set.
pub fn say<'a>(
    language: Language,
    key: &str,
    args: impl IntoIterator<Item = (&'static str, FluentValue<'a>)>,
) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(name, value);
    }
    language.tr_args(key, &fluent)
}

/// A value for [`say`]: text or a number.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}
pub use errors::{Described, ShownError};
pub mod system;

const RUSSIAN_SOURCE: &str = include_str!("../../assets/i18n/ru.ftl");
const ENGLISH_SOURCE: &str = include_str!("../../assets/i18n/en.ftl");
const BULGARIAN_SOURCE: &str = include_str!("../../assets/i18n/bg.ftl");

/// A language the interface is translated into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    /// The default: the committees and directors who use Casebook speak Russian.
    #[default]
    Russian,
    English,
    /// In the words of the Bulgarian 2017 Laws that Casebook ships.
    Bulgarian,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::Russian, Language::English, Language::Bulgarian];

    /// The BCP 47 tag (`ru`, `en`, `bg`).
    pub fn tag(self) -> &'static str {
        match self {
            Language::Russian => "ru",
            Language::English => "en",
            Language::Bulgarian => "bg",
        }
    }

    /// The same language for the core's own words (decisions, reasons, steps, breakdowns).
    pub fn core(self) -> casebook::adjust::Language {
        match self {
            Language::Russian => casebook::adjust::Language::Russian,
            Language::English => casebook::adjust::Language::English,
            Language::Bulgarian => casebook::adjust::Language::Bulgarian,
        }
    }

    /// The Fluent source this language is translated in.
    pub fn source(self) -> &'static str {
        match self {
            Language::Russian => RUSSIAN_SOURCE,
            Language::English => ENGLISH_SOURCE,
            Language::Bulgarian => BULGARIAN_SOURCE,
        }
    }

    fn langid(self) -> LanguageIdentifier {
        match self {
            Language::Russian => langid!("ru"),
            Language::English => langid!("en"),
            Language::Bulgarian => langid!("bg"),
        }
    }

    /// The message `key` in this language, or the key itself when no such message exists,
    /// so that a missing translation shows up on screen instead of crashing the window.
    pub fn tr(self, key: &str) -> String {
        self.format(key, None)
    }

    /// Like [`Language::tr`], with arguments for the message's placeables
    /// (e.g. `count` for plural selection).
    pub fn tr_args(self, key: &str, args: &FluentArgs<'_>) -> String {
        self.format(key, Some(args))
    }

    /// "3 дела" / "3 cases": the number of cases with the plural form the language needs.
    pub fn case_count(self, count: usize) -> String {
        let mut args = FluentArgs::new();
        args.set("count", count);
        self.tr_args("status-case-count", &args)
    }

    /// The identifiers of every message in this language's source, in file order.
    pub fn message_ids(self) -> Vec<&'static str> {
        let resource = match fluent_syntax::parser::parse(self.source()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name),
                _ => None,
            })
            .collect()
    }

    /// The variables (`$name`) message `id` shows in this language, in any of its variants.
    pub fn placeables(self, id: &str) -> std::collections::BTreeSet<String> {
        let resource = match fluent_syntax::parser::parse(self.source()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        let mut names = std::collections::BTreeSet::new();
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(message) = entry
                && message.id.name == id
                && let Some(pattern) = message.value
            {
                collect_variables(&pattern, &mut names);
            }
        }
        names
    }

    /// Problems in this language's source: syntax errors and messages that fail to format.
    /// Empty for a correct translation; checked by the tests rather than at run time.
    pub fn source_errors(self) -> Vec<String> {
        let mut problems: Vec<String> = match FluentResource::try_new(self.source().to_owned()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
        };
        let bundle = bundle(self);
        for id in self.message_ids() {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                problems.push(format!("{id}: no value"));
                continue;
            };
            let mut args = FluentArgs::new();
            // The placeables the messages use; harmless for messages without them.
            args.set("count", 2);
            args.set("commit", "1a2b3c4");
            args.set("schema", 5);
            args.set("case", "У-01");
            args.set("folder", "~/.local/state/casebook");
            args.set("path", "casebook.sqlite");
            args.set("version", "0.0.0");
            args.set("number", "12");
            args.set("board", 7);
            args.set("dealer", "S");
            args.set("vulnerability", "All");
            args.set("tricks", 9);
            args.set("card", "♠A");
            args.set("query", "претензия");
            args.set("reference", "12C1(c)");
            args.set("seat", "N");
            args.set("other", "E");
            args.set("call", "1♣");
            args.set("unchanged", 210);
            args.set("removed", 1);
            args.set("found", "x");
            args.set("revision", 3);
            args.set("total", 10);
            args.set("done", 4);
            args.set("cases", 12);
            args.set("years", 3);
            args.set("pairs", 2);
            args.set("earlier", "2017");
            args.set("year", "2027");
            args.set("later", "2027");
            args.set("rest", "…");
            args.set("anchor", "2027/law/94");
            args.set("action", "Пас");
            args.set("chose", 7);
            args.set("considered", 9);
            args.set("polled", 10);
            args.set("member", "Петров");
            args.set("answer", "да");
            args.set("edition", 1997);
            args.set("contract", "4♥X");
            args.set("status", "decided");
            args.set("by", "Главный судья");
            args.set("at", "17.03.2024 21:40");
            args.set("tab", "Workflow");
            args.set("reason", "the database is locked");
            args.set("file", "board.pbn");
            args.set("format", "PBN");
            args.set("added", 1);
            args.set("replaced", 0);
            args.set("unchanged", 2);
            args.set("older", 0);
            args.set("conflicts", 0);
            args.set("auction", "N");
            args.set("score", "+620");
            for name in [
                "answer",
                "name",
                "when",
                "steps",
                "step",
                "label",
                "status",
                "text",
                "share",
                "obvious",
                "source",
                "polled",
                "chosen",
                "chair",
                "counterpart",
                "asked",
                "line",
                "stand_in",
                "names",
            ] {
                args.set(name, "x");
            }
            // The double-dummy messages: counts (plural selectors) and texts.
            for name in [
                "trick", "tricks", "cost", "before", "after", "cards", "done", "solved", "claimed",
                "times",
            ] {
                args.set(name, 2);
            }
            // An event's results: places, figures and lists.
            for name in [
                "section",
                "table",
                "ns",
                "ew",
                "law77",
                "given",
                "computed",
                "side",
                "first",
                "second",
                "unit",
                "event",
                "detail",
                "missing",
                "extra",
                "list",
                "boards",
                "results",
                "top",
                "pair",
                "roles",
                "commentator",
                "mark",
                "scale",
                "pages",
                "size",
            ] {
                args.set(name, "x");
            }
            // A replica and its archive.
            for name in [
                "replica",
                "replica_archive",
                "server_archive",
                "location",
                "time",
            ] {
                args.set(name, "x");
            }
            for name in ["changed", "conflicts"] {
                args.set(name, 3);
            }
            for name in [
                "contracts",
                "result",
                "seats",
                "declarer",
                "seconds",
                "already",
                "deal",
                "strain",
            ] {
                args.set(name, "x");
            }
            // The casebook's panel: who comments, on what scale, and what he gave.
            for name in ["commentator", "scope", "ruling", "decision"] {
                args.set(name, "x");
            }
            for name in ["mark", "scale"] {
                args.set(name, 100);
            }
            // The command line's messages (src/cli): its reports' counts and names.
            for name in [
                "page",
                "books",
                "book",
                "pictures",
                "kilobytes",
                "language",
                "languages",
                "stage",
                "comments",
                "panels",
                "local",
                "bundle",
                "bytes",
                "pass",
                "passes",
                "files",
                "details",
                "federations",
                "megabytes",
                "made",
                "kept",
                "reading",
                "index",
                "tables",
                "role",
                "nearest",
                "value",
                "sent",
                "received",
                "deleted-on-server",
                "deleted-here",
                "refused",
                "what",
                "lines",
                "problem",
                "deleted",
                "command",
                "argument",
                "usage",
                "commands",
                "mistake",
                "values",
                "codes",
                "pollee",
                // A poll served to phones: its state, counts and times.
                "opened",
                "answered",
                "pollees",
                "closed",
                "polls",
                "next",
                "poll",
                "state",
                "actions",
                "waiting",
            ] {
                args.set(name, "x");
            }
            // The law library's texts (casebook texts, File › Texts…).
            for name in [
                "title",
                "kind",
                "laws",
                "numbers",
                "parts",
                "paragraphs",
                "layout",
            ] {
                args.set(name, "x");
            }
            for name in [
                "anchored",
                "unanchored",
                "label",
                "start",
                "id",
                "location",
                "line",
            ] {
                args.set(name, "x");
            }
            // The placeables of the errors section, listed with its messages.
            for name in errors::PLACEABLES {
                args.set(name, "x");
            }
            let mut errors = Vec::new();
            bundle.format_pattern(pattern, Some(&args), &mut errors);
            problems.extend(errors.iter().map(|e| format!("{id}: {e:?}")));
        }
        problems
    }

    fn format(self, key: &str, args: Option<&FluentArgs<'_>>) -> String {
        let bundle = bundle(self);
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_owned();
        };
        // Formatting errors (a missing argument) still yield readable text with the
        // placeable's name in braces, which is the most useful thing to show.
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

/// The variables a pattern shows the reader, in every variant of its select expressions.
fn collect_variables(
    pattern: &fluent_syntax::ast::Pattern<&str>,
    names: &mut std::collections::BTreeSet<String>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(expression: &InlineExpression<&str>, names: &mut std::collections::BTreeSet<String>) {
        match expression {
            InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, names);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, names),
            _ => {}
        }
    }
    fn expr(expression: &Expression<&str>, names: &mut std::collections::BTreeSet<String>) {
        match expression {
            Expression::Inline(expression) => inline(expression, names),
            // A selector only chooses the words (a plural, a seat's case): what the reader
            // sees is in the variants.
            Expression::Select { variants, .. } => {
                for variant in variants {
                    collect_variables(&variant.value, names);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, names);
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<[Bundle; 3]> = LazyLock::new(|| Language::ALL.map(build_bundle));

fn bundle(language: Language) -> &'static Bundle {
    let at = Language::ALL
        .iter()
        .position(|l| *l == language)
        .unwrap_or_default();
    &BUNDLES[at]
}

fn build_bundle(language: Language) -> Bundle {
    // A resource with syntax errors still holds every message that parsed; keep those.
    let resource = FluentResource::try_new(language.source().to_owned())
        .unwrap_or_else(|(resource, _)| resource);
    let mut bundle = FluentBundle::new_concurrent(vec![language.langid()]);
    // egui would draw Fluent's Unicode isolation marks (U+2068/U+2069) around placeables.
    bundle.set_use_isolating(false);
    // Only duplicate message ids can fail here (a test keeps them out); the first wins.
    let _ = bundle.add_resource(resource);
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn both_sources_parse_and_every_message_formats() {
        for language in Language::ALL {
            assert_eq!(
                language.source_errors(),
                Vec::<String>::new(),
                "{language:?}"
            );
        }
    }

    /// A Bulgarian reader reads the core's own words — breakdowns, workflow steps, calls — in
    /// Bulgarian too.
    #[test]
    fn each_language_reads_the_cores_words_in_itself() {
        use casebook::adjust::Language as Core;
        assert_eq!(Language::Russian.core(), Core::Russian);
        assert_eq!(Language::English.core(), Core::English);
        assert_eq!(Language::Bulgarian.core(), Core::Bulgarian);
        let contract: casebook::bridge::Contract = "4HX".parse().expect("a contract");
        let spelled =
            casebook::bridge::CallLanguage::from(Language::Bulgarian.core()).spell(contract);
        assert_eq!(spelled.to_string(), "4♥ с контра");
    }

    #[test]
    fn every_key_exists_in_every_language() {
        let english: BTreeSet<_> = Language::English.message_ids().into_iter().collect();
        assert!(english.len() > 10, "the English source lost its messages");
        for language in Language::ALL {
            let ids: BTreeSet<_> = language.message_ids().into_iter().collect();
            let missing: Vec<_> = english.difference(&ids).collect();
            let extra: Vec<_> = ids.difference(&english).collect();
            let file = format!("{}.ftl", language.tag());
            assert!(missing.is_empty(), "missing in {file}: {missing:?}");
            assert!(extra.is_empty(), "in {file} and not in en.ftl: {extra:?}");
        }
    }

    /// A message names the same things in every language: a placeable left out of a
    /// translation is a fact the reader never sees, one added is shown as `{$name}`.
    #[test]
    fn every_message_has_the_same_placeables_in_every_language() {
        // Where a translation says it otherwise on purpose: the Russian deal editor explains
        // the form of a hand (suits in order, a dash for a void) instead of naming what the
        // reader expected at that character.
        const ON_PURPOSE: [(&str, &str); 2] = [
            ("ru", "deal-editor-unreadable"),
            ("ru", "deal-editor-ends-early"),
        ];
        let mut differing = Vec::new();
        for id in Language::English.message_ids() {
            let english = Language::English.placeables(id);
            for language in [Language::Russian, Language::Bulgarian] {
                if ON_PURPOSE.contains(&(language.tag(), id)) {
                    continue;
                }
                let translated = language.placeables(id);
                if translated != english {
                    differing.push(format!(
                        "{id}: en {english:?}, {} {translated:?}",
                        language.tag()
                    ));
                }
            }
        }
        assert!(differing.is_empty(), "{}", differing.join("\n"));
    }

    #[test]
    fn bulgarian_plural_forms() {
        let bg = Language::Bulgarian;
        assert_ne!(bg.case_count(1), bg.case_count(2));
        assert!(bg.case_count(5).starts_with("5 "), "{}", bg.case_count(5));
        assert_eq!(bg.tr("command-language-bulgarian"), "Български");
    }

    /// A key defined twice shows the first text everywhere: one window would wear another's
    /// title.
    #[test]
    fn no_key_is_defined_twice() {
        for language in Language::ALL {
            let mut seen = BTreeSet::new();
            let twice: Vec<_> = language
                .message_ids()
                .into_iter()
                .filter(|id| !seen.insert(*id))
                .collect();
            assert!(twice.is_empty(), "{language:?}: defined twice: {twice:?}");
        }
    }

    #[test]
    fn russian_plural_forms() {
        let ru = Language::Russian;
        assert_eq!(ru.case_count(1), "1 дело");
        assert_eq!(ru.case_count(2), "2 дела");
        assert_eq!(ru.case_count(4), "4 дела");
        assert_eq!(ru.case_count(5), "5 дел");
        assert_eq!(ru.case_count(11), "11 дел");
        assert_eq!(ru.case_count(21), "21 дело");
        assert_eq!(ru.case_count(22), "22 дела");
        assert_eq!(ru.case_count(0), "0 дел");
    }

    #[test]
    fn english_plural_forms() {
        let en = Language::English;
        assert_eq!(en.case_count(1), "1 case");
        assert_eq!(en.case_count(2), "2 cases");
        assert_eq!(en.case_count(21), "21 cases");
    }

    #[test]
    fn no_isolation_marks_around_arguments() {
        let mut args = FluentArgs::new();
        args.set("path", "дела/б.sqlite");
        let text = Language::Russian.tr_args("status-database", &args);
        assert_eq!(text, "База данных: дела/б.sqlite");
        assert!(!text.contains(['\u{2068}', '\u{2069}']));
    }

    #[test]
    fn default_language_is_russian() {
        assert_eq!(Language::default(), Language::Russian);
        assert_eq!(Language::default().tr("case-list-heading"), "Дела");
        assert_eq!(Language::English.tr("case-list-heading"), "Cases");
    }

    #[test]
    fn unknown_key_is_shown_as_itself() {
        assert_eq!(Language::English.tr("no-such-message"), "no-such-message");
    }
}
