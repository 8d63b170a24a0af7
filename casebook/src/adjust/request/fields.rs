//! A JSON object of the request read field by field, each mistake reported with the path of
//! the field at fault.

use crate::adjust::Rational;
use crate::adjust::{parse_decimal_number, parse_weight};
use serde_json::{Map, Value};
use std::fmt;

/// A bad request: the field at fault and what is wrong with it. Printed on one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestError {
    pub field: String,
    pub message: String,
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.field, self.message)
        }
    }
}

impl std::error::Error for RequestError {}

pub(super) fn fail<T>(
    field: impl Into<String>,
    message: impl Into<String>,
) -> Result<T, RequestError> {
    Err(RequestError {
        field: field.into(),
        message: message.into(),
    })
}

/// A JSON object being read, with its path for messages.
pub(super) struct Fields<'a> {
    object: &'a Map<String, Value>,
    path: String,
}

impl<'a> Fields<'a> {
    pub(super) fn new(value: &'a Value, path: String) -> Result<Fields<'a>, RequestError> {
        match value.as_object() {
            Some(object) => Ok(Fields { object, path }),
            None => fail(path, "expected a JSON object"),
        }
    }

    pub(super) fn path(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// A present, non-null value.
    pub(super) fn get(&self, key: &str) -> Option<&'a Value> {
        self.object.get(key).filter(|v| !v.is_null())
    }

    pub(super) fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    pub(super) fn refuse_unknown(&self, known: &[&str]) -> Result<(), RequestError> {
        match self.object.keys().find(|k| !known.contains(&k.as_str())) {
            Some(key) => fail(
                self.path(key),
                format!("unknown field; expected one of {}", known.join(", ")),
            ),
            None => Ok(()),
        }
    }

    pub(super) fn string(&self, key: &str) -> Result<Option<&'a str>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(_) => fail(self.path(key), "expected a string"),
        }
    }

    pub(super) fn required_string(&self, key: &str, what: &str) -> Result<&'a str, RequestError> {
        self.string(key)?
            .map_or_else(|| fail(self.path(key), format!("missing: {what}")), Ok)
    }

    pub(super) fn object(&self, key: &str) -> Result<Option<Fields<'a>>, RequestError> {
        self.get(key)
            .map(|v| Fields::new(v, self.path(key)))
            .transpose()
    }

    pub(super) fn array(&self, key: &str) -> Result<Option<&'a Vec<Value>>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Array(a)) => Ok(Some(a)),
            Some(_) => fail(self.path(key), "expected an array"),
        }
    }

    pub(super) fn integer(&self, key: &str) -> Result<Option<i64>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => match v.as_i64() {
                Some(n) => Ok(Some(n)),
                None => fail(self.path(key), format!("{v} is not a whole number")),
            },
        }
    }

    pub(super) fn boolean(&self, key: &str) -> Result<Option<bool>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => fail(self.path(key), "expected true or false"),
        }
    }

    /// A weight, probability or percentage written as a string (`"25%"`, `"1/3"`) or a JSON
    /// number (`0.25`), read exactly as written.
    pub(super) fn exact(&self, key: &str) -> Result<Option<Rational>, RequestError> {
        let text = match self.get(key) {
            None => return Ok(None),
            Some(Value::String(s)) => s.clone(),
            // serde_json prints a number as the shortest text that reads back the same, which
            // is the text the user typed (0.1 stays "0.1").
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => {
                return fail(
                    self.path(key),
                    "expected a number or a string such as \"25%\"",
                );
            }
        };
        match parse_weight(&text) {
            Ok(value) => Ok(Some(value)),
            Err(e) => fail(self.path(key), e.to_string()),
        }
    }

    /// A plain decimal such as a session percentage (`55`, `63.2`).
    pub(super) fn decimal(&self, key: &str) -> Result<Option<Rational>, RequestError> {
        let text = match self.get(key) {
            None => return Ok(None),
            Some(Value::String(s)) => s.trim().trim_end_matches('%').to_string(),
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => return fail(self.path(key), "expected a number"),
        };
        match parse_decimal_number(&text) {
            Ok(value) => Ok(Some(value)),
            Err(e) => fail(self.path(key), e.to_string()),
        }
    }
}
