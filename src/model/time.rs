//! The one form of time in every record: whole seconds, UTC.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A UTC instant with whole seconds, written as `YYYY-MM-DDTHH:MM:SSZ`.
/// Any RFC 3339 offset is accepted on reading and converted to UTC; fractions of a second are not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Timestamp(i64);

impl Timestamp {
    pub fn from_seconds(seconds: i64) -> Option<Timestamp> {
        jiff::Timestamp::from_second(seconds).ok().map(|_| Timestamp(seconds))
    }

    pub fn as_seconds(self) -> i64 {
        self.0
    }

    /// The UTC day, formatted (`%Y-%m-%d`, `%Y%m%d`, …).
    pub fn day(self, format: &str) -> String {
        self.jiff().strftime(format).to_string()
    }

    fn jiff(self) -> jiff::Timestamp {
        // Every constructor checks the range; the epoch stands in for the impossible.
        jiff::Timestamp::from_second(self.0).unwrap_or(jiff::Timestamp::UNIX_EPOCH)
    }
}

impl TryFrom<String> for Timestamp {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        let t: jiff::Timestamp = s.parse().map_err(|e| format!("time {s:?} is not RFC 3339: {e}"))?;
        if t.subsec_nanosecond() != 0 {
            return Err(format!("time {s:?} has fractions of a second; lesson times are whole seconds"));
        }
        Ok(Timestamp(t.as_second()))
    }
}

impl From<Timestamp> for String {
    fn from(t: Timestamp) -> String {
        t.to_string()
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.jiff().strftime("%Y-%m-%dT%H:%M:%SZ"))
    }
}
