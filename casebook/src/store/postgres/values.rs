//! The store's column values on the wire to PostgreSQL and back. A parameter takes the type
//! the server inferred for it (a `BIGINT` column, an `INTEGER` literal, `TEXT`), and a column
//! of any of the schema's types reads back as a [`Value`].

use crate::store::sql::Value;
use bytes::BytesMut;
use postgres::types::{FromSql, IsNull, ToSql, Type, to_sql_checked};
use std::error::Error;

type Failure = Box<dyn Error + Sync + Send>;

impl ToSql for Value {
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, Failure> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Integer(n) => match *ty {
                Type::INT8 => n.to_sql(ty, out),
                Type::INT4 => i32::try_from(*n)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*n)?.to_sql(ty, out),
                Type::BOOL => (*n != 0).to_sql(ty, out),
                Type::FLOAT8 => (*n as f64).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
                    n.to_string().to_sql(ty, out)
                }
                _ => Err(format!("an integer cannot be sent as {ty}").into()),
            },
            Value::Real(x) => match *ty {
                Type::FLOAT8 => x.to_sql(ty, out),
                Type::FLOAT4 => (*x as f32).to_sql(ty, out),
                _ => Err(format!("a number cannot be sent as {ty}").into()),
            },
            Value::Text(s) => match *ty {
                Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
                    s.to_sql(ty, out)
                }
                _ => Err(format!("text cannot be sent as {ty}").into()),
            },
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

impl<'a> FromSql<'a> for Value {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Value, Failure> {
        Ok(match *ty {
            Type::INT8 => Value::Integer(i64::from_sql(ty, raw)?),
            Type::INT4 => Value::Integer(i32::from_sql(ty, raw)?.into()),
            Type::INT2 => Value::Integer(i16::from_sql(ty, raw)?.into()),
            Type::BOOL => Value::Integer(bool::from_sql(ty, raw)?.into()),
            Type::FLOAT8 => Value::Real(f64::from_sql(ty, raw)?),
            Type::FLOAT4 => Value::Real(f32::from_sql(ty, raw)?.into()),
            _ => Value::Text(String::from_sql(ty, raw)?),
        })
    }

    fn from_sql_null(_: &Type) -> Result<Value, Failure> {
        Ok(Value::Null)
    }

    fn accepts(ty: &Type) -> bool {
        matches!(
            *ty,
            Type::INT8 | Type::INT4 | Type::INT2 | Type::BOOL | Type::FLOAT8 | Type::FLOAT4
        ) || <String as FromSql>::accepts(ty)
    }
}

/// A column of rows as one array of the column's type, for `unnest` (see `insert_rows`).
pub(super) fn column_array<'a>(
    ty: &Type,
    values: impl Iterator<Item = &'a Value>,
) -> Result<Box<dyn ToSql + Sync>, String> {
    fn each<'a, T>(
        values: impl Iterator<Item = &'a Value>,
        convert: impl Fn(&Value) -> Option<T>,
        ty: &Type,
    ) -> Result<Vec<Option<T>>, String> {
        values
            .map(|value| match value {
                Value::Null => Ok(None),
                other => convert(other)
                    .map(Some)
                    .ok_or_else(|| format!("{other:?} cannot be sent as {ty}")),
            })
            .collect()
    }
    let integer = |v: &Value| match v {
        Value::Integer(n) => Some(*n),
        _ => None,
    };
    Ok(match *ty {
        Type::INT8 => Box::new(each(values, integer, ty)?),
        Type::INT4 => Box::new(each(values, |v| i32::try_from(integer(v)?).ok(), ty)?),
        Type::INT2 => Box::new(each(values, |v| i16::try_from(integer(v)?).ok(), ty)?),
        Type::BOOL => Box::new(each(values, |v| integer(v).map(|n| n != 0), ty)?),
        Type::FLOAT8 => Box::new(each(
            values,
            |v| match v {
                Value::Real(x) => Some(*x),
                Value::Integer(n) => Some(*n as f64),
                _ => None,
            },
            ty,
        )?),
        Type::TEXT | Type::VARCHAR | Type::BPCHAR => Box::new(each(
            values,
            |v| match v {
                Value::Text(t) => Some(t.clone()),
                Value::Integer(n) => Some(n.to_string()),
                _ => None,
            },
            ty,
        )?),
        _ => return Err(format!("a column of {ty} cannot be sent")),
    })
}
