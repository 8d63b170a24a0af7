//! The Russian commentary on the 1987 Laws, Laws 64–70 (`commentary-1987-laws64-70-ru.txt`).
//!
//! Hazards handled, as the file has them: the excerpt starts and ends
//! mid-sentence; a DOS word processor printed bold and underlined words again on the next
//! lines (overstrike echoes, kept as emphasis); `..pageN` directives; hard-wrapped lines with
//! a lost hyphen (`какой` / `нибудь`); a hand diagram glued into the prose (64.9(i));
//! lines that start with `Правило` or a paragraph number but are prose or wrapped references.

use super::super::clean::{is_built_in_file, is_echo_line, join_wrapped, strip_dot_command};
use super::super::outline::{Draft, Drafts};
use super::super::unit::{Anchor, LawUnit, Source, UnitKind};

pub const TEXT: &str = include_str!("../../../../assets/laws/commentary-1987-laws64-70-ru.txt");

const BASE: &str = "1987/commentary";

/// What the parser saw besides the units.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Overstrike echo lines removed (their words are emphasised in the line they repeat).
    pub echo_lines: Vec<u32>,
    /// Every accepted paragraph, `(law, paragraph)`.
    pub paragraphs: Vec<(u8, u16)>,
}

pub fn paragraph_anchor(law: u8, paragraph: u16) -> Anchor {
    Anchor::new(format!("{BASE}/{law}.{paragraph}"))
}

pub fn group_anchor(law: u8) -> Anchor {
    Anchor::new(format!("{BASE}/{law}"))
}

pub fn parse() -> Vec<LawUnit> {
    parse_with_report().0
}

/// A line with its overstrike echoes folded into emphasis.
struct Clean {
    no: u32,
    text: String,
    emphasised: bool,
}

/// Removes `..pageN` directives and overstrike echoes; an echo's words become bold in the
/// line it repeats.
fn clean_lines(text: &str, report: &mut Report) -> Vec<Clean> {
    let mut out: Vec<Clean> = Vec::new();
    let mut echoes_in_a_row = 0;
    for (i, raw) in text.split('\n').enumerate() {
        let no = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let (text, _) = strip_dot_command(raw);
        let text = text.trim().to_string();
        if text.is_empty() {
            continue;
        }
        let is_echo = echoes_in_a_row < 2
            && paragraph_start(&text).is_none()
            && out
                .last()
                .is_some_and(|source| is_echo_line(&text, &plain(&source.text)));
        if is_echo {
            echoes_in_a_row += 1;
            report.echo_lines.push(no);
            if echoes_in_a_row == 1
                && let Some(source) = out.last_mut()
            {
                source.text = emphasise(&source.text, &text);
                source.emphasised = true;
            }
            continue;
        }
        echoes_in_a_row = 0;
        out.push(Clean {
            no,
            text,
            emphasised: false,
        });
    }
    out
}

fn plain(text: &str) -> String {
    text.replace("**", "")
}

/// Bolds the words of `echo`, in order, in `source`.
fn emphasise(source: &str, echo: &str) -> String {
    if source.trim() == echo.trim() {
        return format!("**{}**", source.trim());
    }
    let wanted: Vec<String> = echo
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let mut next = 0;
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String, next: &mut usize| {
        if word.is_empty() {
            return;
        }
        if *next < wanted.len() && word.to_lowercase() == wanted[*next] {
            out.push_str("**");
            out.push_str(word);
            out.push_str("**");
            *next += 1;
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in source.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out, &mut next);
            out.push(c);
        }
    }
    flush(&mut word, &mut out, &mut next);
    out
}

/// `Правило 68. ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК`: a heading has an all-capitals title.
fn law_heading(text: &str) -> Option<(u8, &str)> {
    let rest = text.strip_prefix("Правило ")?;
    let (number, title) = rest.split_once(". ")?;
    let number = number.parse().ok()?;
    let caps = title
        .chars()
        .all(|c| c.is_uppercase() || matches!(c, ' ' | '(' | ')' | '-' | ','));
    caps.then_some((number, title.trim()))
}

/// `64.2. text` (a wrapped reference such as `69.2., сдача` or `68.7.(i)(b)` is not one).
fn paragraph_start(text: &str) -> Option<(u8, u16, &str)> {
    let (law, rest) = text.split_once('.')?;
    if law.len() != 2 || !law.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (paragraph, rest) = rest.split_once('.')?;
    if paragraph.is_empty() || paragraph.len() > 2 || !paragraph.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    if !rest.starts_with(' ') {
        return None;
    }
    Some((law.parse().ok()?, paragraph.parse().ok()?, rest.trim()))
}

/// A sub-item marker at the start of a line: `(i)`…`(v)`, `(a)`…`(h)`.
fn starts_sub_item(text: &str) -> bool {
    let Some(inner) = text.strip_prefix('(') else {
        return false;
    };
    let Some((token, _)) = inner.split_once(')') else {
        return false;
    };
    matches!(token, "i" | "ii" | "iii" | "iv" | "v" | "vi")
        || (token.len() == 1 && token.chars().all(|c| ('a'..='h').contains(&c)))
}

pub fn parse_with_report() -> (Vec<LawUnit>, Report) {
    read_with_report(TEXT)
}

/// Reads a commentary typed as this one is. An excerpt that opens inside a paragraph (its
/// Law's heading on a page not in it) is read as the end of the paragraph before its first
/// numbered one, in that paragraph's Law.
pub fn read_with_report(text: &str) -> (Vec<LawUnit>, Report) {
    let mut report = Report::default();
    let lines = clean_lines(text, &mut report);
    let mut drafts = Drafts::new(Source::Commentary1987Ru);

    let starts_with_heading = lines
        .first()
        .is_some_and(|l| law_heading(&l.text).is_some());
    let opens_inside = !starts_with_heading
        && lines
            .first()
            .is_some_and(|l| paragraph_start(&plain(&l.text)).is_none());
    let first_numbered = lines
        .iter()
        .find_map(|l| paragraph_start(&plain(&l.text)).map(|(law, p, _)| (law, p)));
    let mut law = first_numbered.map_or(0, |(law, _)| law);
    let mut last_paragraph: u16 = 0;
    // Text before the first heading belongs to the Law of the first numbered paragraph.
    let mut group = (!starts_with_heading && !lines.is_empty())
        .then(|| drafts.push(group_draft(law, None, lines.first().map_or(1, |l| l.no))));
    let mut current = group;
    if let (Some((first_law, first_p)), Some(g), true) = (first_numbered, group, opens_inside) {
        let tail_p = first_p.saturating_sub(1).max(1);
        drafts.get_mut(g).note = Some(format!(
            "Заголовок Правила {first_law} не вошел в отрывок; отрывок начинается с окончания п. {first_law}.{tail_p}."
        ));
        let mut tail = Draft::new(
            paragraph_anchor(law, tail_p),
            UnitKind::Commentary,
            format!("{law}.{tail_p}"),
            1,
        )
        .with_parent(&group_anchor(law));
        tail.content_removed = true;
        tail.note = Some("Начало пункта не вошло в отрывок.".into());
        current = Some(drafts.push(tail));
        last_paragraph = tail_p;
        report.paragraphs.push((law, tail_p));
    }
    let mut block: Vec<String> = Vec::new();
    let mut block_line = 1;

    let flush =
        |drafts: &mut Drafts, current: Option<usize>, block: &mut Vec<String>, line: u32| {
            if let Some(current) = current
                && !block.is_empty()
            {
                drafts.add_paragraph(current, join_wrapped(block), line);
                block.clear();
            }
        };

    for (k, line) in lines.iter().enumerate() {
        if let Some((number, title)) = law_heading(&line.text) {
            flush(&mut drafts, current, &mut block, block_line);
            law = number;
            last_paragraph = 0;
            group = Some(drafts.push(group_draft(number, Some(title.to_string()), line.no)));
            current = group;
            continue;
        }
        if let Some((l, p, rest)) = paragraph_start(&plain(&line.text))
            && l == law
            && p == last_paragraph + 1
        {
            flush(&mut drafts, current, &mut block, block_line);
            last_paragraph = p;
            report.paragraphs.push((l, p));
            let draft = Draft::new(
                paragraph_anchor(l, p),
                UnitKind::Commentary,
                format!("{l}.{p}"),
                line.no,
            )
            .with_parent(&group_anchor(l));
            let opened = drafts.push(draft);
            current = Some(opened);
            let rest = line
                .text
                .split_once(&format!("{l}.{p}."))
                .map_or(rest.to_string(), |(_, r)| r.trim().to_string());
            let next_is_sub = lines.get(k + 1).is_some_and(|n| starts_sub_item(&n.text));
            let no_punctuation = !rest.chars().any(|c| matches!(c, '.' | ',' | ';' | ':'));
            if line.emphasised || (next_is_sub && no_punctuation && !rest.is_empty()) {
                drafts.get_mut(opened).title = Some(plain(&rest));
            } else {
                block.push(rest);
                block_line = line.no;
            }
            continue;
        }
        if starts_sub_item(&line.text) {
            flush(&mut drafts, current, &mut block, block_line);
        }
        if block.is_empty() {
            block_line = line.no;
        }
        block.push(line.text.clone());
        if let Some(current) = current {
            drafts.get_mut(current).touch(line.no);
        }
    }
    flush(&mut drafts, current, &mut block, block_line);
    let ends_mid_sentence = lines.last().is_some_and(|l| {
        !plain(&l.text)
            .trim_end()
            .ends_with(['.', '!', '?', '…', ')', '»'])
    });
    if ends_mid_sentence && let Some(last) = drafts.last_index() {
        let draft = drafts.get_mut(last);
        draft.content_removed = true;
        draft.note = Some("Отрывок обрывается на середине пункта.".into());
    }
    if is_built_in_file(text, TEXT) {
        mark_hand_diagram(&mut drafts);
    }
    (drafts.into_units(), report)
}

fn group_draft(law: u8, title: Option<String>, line: u32) -> Draft {
    Draft::new(
        group_anchor(law),
        UnitKind::CommentaryGroup,
        law.to_string(),
        line,
    )
    .with_title(title)
}

/// 64.9(i): the left column of a hand diagram was glued to the start of lines 94–99.
fn mark_hand_diagram(drafts: &mut Drafts) {
    if let Some(i) = drafts.find_index(&paragraph_anchor(64, 9)) {
        drafts.get_mut(i).note = Some(
            "В примере (i) левая колонка схемы раздачи (Qxx, xx, Kx, Jxx, Axx, KQ) слита с \
             началом строк текста; масти утрачены."
                .into(),
        );
    }
}
