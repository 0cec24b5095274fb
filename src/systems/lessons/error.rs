use std::path::PathBuf;

use super::record::{InvalidLesson, LessonId};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}:{line}: {reason}", path.display())]
    BadLine { path: PathBuf, line: usize, reason: String },
    /// A bad line of a file being imported (only read: `lessons fmt` does not rewrite it).
    #[error("{}:{line}: {reason}", path.display())]
    BadImport { path: PathBuf, line: usize, reason: String },
    #[error("invalid lesson: {0}")]
    Invalid(#[from] InvalidLesson),
    #[error("no lesson matches {0:?}")]
    NotFound(String),
    #[error("{prefix:?} matches several lessons: {}", ids.join(", "))]
    Ambiguous { prefix: String, ids: Vec<String> },
    #[error("lesson {id} already exists with other settings")]
    Exists { id: LessonId },
    #[error("lesson {id} is retired")]
    Retired { id: LessonId },
    #[error("id {id} is already used by a different lesson: {existing:?}")]
    IdCollision { id: LessonId, existing: String },
    #[error("lesson {id} is {status}, not a candidate or a retired lesson")]
    NotApprovable { id: LessonId, status: super::Status },
    #[error("lesson {id} is in the committed lessons file (HEAD), so every clone has it")]
    Committed { id: LessonId },
    #[error("no project here: {} is not inside a git work tree", cwd.display())]
    NoProject { cwd: PathBuf },
    #[error(transparent)]
    Unsafe(#[from] crate::files::UnsafeFile),
    #[error(transparent)]
    NoDataDir(#[from] crate::files::home::NoDataDir),
    #[error(transparent)]
    Clock(#[from] crate::files::clock::BadNow),
}

impl crate::model::hint::Hint for Error {
    /// What the person can do about it.
    fn hint(&self) -> Option<String> {
        Some(match self {
            Error::BadLine { .. } => {
                "fix or remove that line by hand; `agent-trace lessons fmt` then rewrites the file canonical".into()
            }
            Error::BadImport { path, .. } => {
                format!("fix or remove that line of {} by hand, then import it again", path.display())
            }
            Error::Invalid(InvalidLesson::UnknownEvent(_) | InvalidLesson::DeadTrigger { .. }) => {
                "the form is EVENT[:TOOL[:REGEX]], e.g. pre_tool:Bash:git push.*--force".into()
            }
            Error::Ambiguous { .. } => "give more digits of the id".into(),
            Error::NotFound(_) => "`agent-trace lessons list --status all` shows every lesson with its id".into(),
            Error::Exists { id } => format!("change it with `agent-trace lessons edit {id}`"),
            Error::Retired { id } => format!("bring it back with `agent-trace lessons approve {id}`"),
            Error::Committed { id } => format!(
                "retire it with `agent-trace lessons retire {id}`: a retirement reaches every clone, a deletion would not"
            ),
            Error::IdCollision { id, .. } => format!(
                "if it is the same lesson, change it with `agent-trace lessons edit {id}`; otherwise reword the new text"
            ),
            Error::NoProject { .. } => {
                "run it inside a git repository, or use --global for a lesson that applies everywhere".into()
            }
            Error::Invalid(InvalidLesson::BadPattern { .. }) => {
                "patterns use Rust regex syntax (no look-around or backreferences)".into()
            }
            Error::NoDataDir(_) => {
                "set AGENT_TRACE_HOME to an absolute directory of yours, outside every repository".into()
            }
            Error::Unsafe(e) => return e.hint(),
            _ => return None,
        })
    }
}
