//! The texts an archive adds to the law library (`library_texts`): kept in the documented form,
//! read by every login, added and removed by those who oversee or publish the archive (on a
//! server its roles enforce that).

use crate::laws::texts::{ReadText, StoredText, TextInfo, TextKind};
use crate::laws::{Edition, Language, Source, TextId};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Row, Sql, Written, params, query_value};

const COLUMNS: &str = "id, kind, edition, language, title, origin, form, added, added_by";

fn stored(row: &Row) -> Result<StoredText, StoreError> {
    let column = |name: &str, message: String| {
        StoreError::Column(format!("library_texts.{name}: {message}"))
    };
    let kind: String = row.get("kind")?;
    let edition: i64 = row.get("edition")?;
    let language: String = row.get("language")?;
    Ok(StoredText {
        info: TextInfo {
            source: Source::Added(TextId(row.get("id")?)),
            kind: TextKind::from_code(&kind).ok_or_else(|| column("kind", kind.clone()))?,
            edition: u16::try_from(edition)
                .ok()
                .and_then(Edition::from_year)
                .ok_or_else(|| column("edition", edition.to_string()))?,
            language: Language::from_code(&language)
                .map_err(|e| column("language", e.to_string()))?,
            title: row.get("title")?,
            origin: row.get("origin")?,
        },
        form: row.get("form")?,
        added: row.get("added")?,
        added_by: row.get("added_by")?,
    })
}

fn login(db: &mut dyn Sql) -> Result<Option<String>, StoreError> {
    match db.dialect() {
        Dialect::Postgres => query_value(db, "SELECT session_user::text", params![]),
        Dialect::Sqlite => Ok(None),
    }
}

/// The text the archive already holds in the place of `info`: the Laws of its edition and
/// language, or the commentary or regulation of that title besides.
fn held(db: &mut dyn Sql, info: &TextInfo) -> Result<Option<StoredText>, StoreError> {
    let rows = db.query(
        &format!(
            "SELECT {COLUMNS} FROM library_texts
             WHERE kind = ?1 AND edition = ?2 AND language = ?3 AND (kind = 'laws' OR title = ?4)"
        ),
        params![
            info.kind.code(),
            i64::from(info.edition.year()),
            info.language.code(),
            info.title.as_str()
        ],
    )?;
    rows.first().map(stored).transpose()
}

fn refused_by_roles(error: StoreError) -> StoreError {
    if error.is_refused_by_roles() {
        StoreError::TextsRefused
    } else {
        error
    }
}

impl Store {
    /// Every text the archive added, in the order they were added.
    pub fn library_texts(&self) -> Result<Vec<StoredText>, StoreError> {
        self.read(|db| {
            db.query(
                &format!("SELECT {COLUMNS} FROM library_texts ORDER BY id"),
                params![],
            )?
            .iter()
            .map(stored)
            .collect()
        })
    }

    /// Keeps a text that was read whole. A text already held in its place (the Laws of its
    /// edition and language; a commentary or regulation of its title) is refused unless
    /// `replace`, and then replaced in the same transaction: the old one stays if anything
    /// fails. Returns the text's number.
    pub fn add_text(&mut self, text: &ReadText, replace: bool) -> Result<TextId, StoreError> {
        let added = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        // The server's refusal is taken in the transaction, where it is the database's error.
        self.write(|db| add(db, text, replace, &added).map_err(refused_by_roles))
    }

    /// Removes the text `id`; what it was.
    pub fn remove_text(&mut self, id: TextId) -> Result<StoredText, StoreError> {
        self.write(|db| remove(db, id).map_err(refused_by_roles))
    }
}

/// Keeps `text` (see [`Store::add_text`]).
fn add(
    db: &mut dyn Sql,
    text: &ReadText,
    replace: bool,
    added: &str,
) -> Result<Written<TextId>, StoreError> {
    if let Some(old) = held(db, &text.info)? {
        if !replace {
            return Err(StoreError::TextHeld {
                id: old.info.added_id().map_or(0, |id| id.0),
                title: old.info.title,
            });
        }
        db.execute(
            "DELETE FROM library_texts WHERE id = ?1",
            params![old.info.added_id().map_or(0, |id| id.0)],
        )?;
    }
    let by = login(db)?;
    let id = insert(db, None, &text.info, &text.form, added, by.as_deref())?;
    Ok(Written::Done(TextId(id)))
}

/// Writes one text's row, under the archive's number `id` (a replica keeps its archive's) or a
/// new one; its number. The one place a text's columns are written.
fn insert(
    db: &mut dyn Sql,
    id: Option<i64>,
    info: &TextInfo,
    form: &str,
    added: &str,
    added_by: Option<&str>,
) -> Result<i64, StoreError> {
    let (columns, numbered) = match id {
        Some(_) => ("id, ", "?9, "),
        None => ("", ""),
    };
    let sql = format!(
        "INSERT INTO library_texts ({columns}kind, edition, language, title, origin, form, added, added_by)
         VALUES ({numbered}?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id"
    );
    let values = params![
        info.kind.code(),
        i64::from(info.edition.year()),
        info.language.code(),
        info.title.as_str(),
        info.origin.as_str(),
        form,
        added,
        added_by,
        id.unwrap_or_default()
    ];
    // The number is bound only where the statement names it.
    let values = if id.is_some() { values } else { &values[..8] };
    query_value(db, &sql, values)?
        .ok_or_else(|| StoreError::Column("an insert returned no row id".into()))
}

fn remove(db: &mut dyn Sql, id: TextId) -> Result<Written<StoredText>, StoreError> {
    let Some(row) = db
        .query(
            &format!("SELECT {COLUMNS} FROM library_texts WHERE id = ?1"),
            params![id.0],
        )?
        .into_iter()
        .next()
    else {
        return Err(StoreError::NoSuchText { id: id.0 });
    };
    let text = stored(&row)?;
    if db.execute("DELETE FROM library_texts WHERE id = ?1", params![id.0])? == 0 {
        // Row security let the login see the text but not delete it.
        return Err(StoreError::TextsRefused);
    }
    Ok(Written::Done(text))
}

/// Makes the texts of a replica those of its archive (`texts`, as the server lists them), under
/// the archive's numbers: the federation's texts are the archive's to add and remove.
pub(crate) fn mirror(db: &mut dyn Sql, texts: &[StoredText]) -> Result<(), StoreError> {
    db.execute("DELETE FROM library_texts", params![])?;
    for text in texts {
        let id = text.info.added_id().map_or(0, |id| id.0);
        insert(
            db,
            Some(id),
            &text.info,
            &text.form,
            &text.added,
            text.added_by.as_deref(),
        )?;
    }
    Ok(())
}

/// A text of the law library as a case bundle carries it, so that a reviewer or a committee
/// elsewhere reads the cases beside the same texts.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BundledText {
    pub kind: String,
    pub edition: u16,
    pub language: String,
    pub title: String,
    #[serde(default)]
    pub origin: String,
    /// The whole text in the documented form.
    pub form: String,
    pub added: String,
}

/// Every text the archive added, as a bundle carries them.
pub(crate) fn bundled(db: &mut dyn Sql) -> Result<Vec<BundledText>, StoreError> {
    db.query(
        &format!("SELECT {COLUMNS} FROM library_texts ORDER BY id"),
        params![],
    )?
    .iter()
    .map(|row| {
        let text = stored(row)?;
        Ok(BundledText {
            kind: text.info.kind.code().to_string(),
            edition: text.info.edition.year(),
            language: text.info.language.code(),
            title: text.info.title,
            origin: text.info.origin,
            form: text.form,
            added: text.added,
        })
    })
    .collect()
}

/// Keeps the bundle's texts this archive does not hold in their place (it never replaces one
/// it holds); how many it kept. A text the bundle describes wrongly refuses the bundle.
pub(crate) fn take_in(db: &mut dyn Sql, texts: &[BundledText]) -> Result<usize, StoreError> {
    let mut kept = 0;
    let by = login(db)?;
    for (i, text) in texts.iter().enumerate() {
        let wrong =
            |what: &str| StoreError::Bundle(format!("text {} ({}): {what}", i + 1, text.title));
        let info = TextInfo {
            source: Source::Added(TextId(0)),
            kind: TextKind::from_code(&text.kind).ok_or_else(|| wrong("unknown kind"))?,
            edition: Edition::from_year(text.edition)
                .ok_or_else(|| wrong("an edition the library does not hold"))?,
            language: Language::from_code(&text.language).map_err(|e| wrong(&e.to_string()))?,
            title: text.title.clone(),
            origin: text.origin.clone(),
        };
        if held(db, &info)?.is_some() {
            continue;
        }
        insert(db, None, &info, &text.form, &text.added, by.as_deref())?;
        kept += 1;
    }
    Ok(kept)
}
