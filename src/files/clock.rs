//! The one source of time. `AGENT_TRACE_NOW` fixes it for tests and reproducible runs.

use crate::files::env;
use crate::model::Timestamp;

#[derive(Debug, thiserror::Error)]
#[error("{var} is not an RFC 3339 time: {value:?}")]
pub struct BadNow {
    pub var: &'static str,
    pub value: String,
}

/// Current UTC time truncated to whole seconds (lesson timestamps have second precision).
pub fn now() -> Result<Timestamp, BadNow> {
    match env::var(env::AGENT_TRACE_NOW) {
        Some(value) => value
            .parse::<jiff::Timestamp>()
            .ok()
            .and_then(|t| Timestamp::from_seconds(t.as_second()))
            .ok_or(BadNow { var: env::AGENT_TRACE_NOW, value }),
        None => Ok(Timestamp::from_seconds(jiff::Timestamp::now().as_second())
            .expect("the system clock is within jiff's range")),
    }
}
