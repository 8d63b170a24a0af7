//! An artificial score asked for: the award to each side and, where given, its session
//! result.

use super::fields::{Fields, RequestError, fail};
use crate::adjust::ArtificialAward;
use crate::adjust::Method;
use crate::adjust::Unit;

fn read_award(fields: &Fields, key: &str) -> Result<ArtificialAward, RequestError> {
    let text = fields.required_string(key, "average_plus, average or average_minus")?;
    match text
        .trim()
        .to_ascii_lowercase()
        .replace([' ', '-'], "_")
        .as_str()
    {
        "average_plus" => Ok(ArtificialAward::AveragePlus),
        "average" => Ok(ArtificialAward::Average),
        "average_minus" => Ok(ArtificialAward::AverageMinus),
        other => fail(
            fields.path(key),
            format!(
                "\"{other}\" is not an artificial score: expected average_plus, average or average_minus"
            ),
        ),
    }
}

pub(super) fn read_artificial(fields: &Fields, unit: Unit) -> Result<Method, RequestError> {
    let Some(block) = fields.object("artificial")? else {
        return fail(
            "artificial",
            "missing: the award to each side, such as {\"ns\": \"average_plus\", \"ew\": \"average_minus\"}",
        );
    };
    block.refuse_unknown(&["ns", "ew", "session_percent", "session_imps"])?;
    let (session_key, wrong_key) = match unit {
        Unit::Percent => ("session_percent", "session_imps"),
        Unit::Imps => ("session_imps", "session_percent"),
    };
    if block.has(wrong_key) {
        return fail(
            block.path(wrong_key),
            format!("does not apply to this form of scoring; give {session_key}"),
        );
    }
    let mut sessions = [None, None];
    if let Some(session) = block.object(session_key)? {
        session.refuse_unknown(&["ns", "ew"])?;
        sessions = [session.decimal("ns")?, session.decimal("ew")?];
    }
    Ok(Method::Artificial {
        ns: read_award(&block, "ns")?,
        ew: read_award(&block, "ew")?,
        session_ns: sessions[0],
        session_ew: sessions[1],
    })
}
