//! How a failed command is shown to a person (message, causes, hint) and which exit code it gets.
//! This is the one place where errors become exit codes.

use std::error::Error as StdError;
use std::process::ExitCode;

use crate::model::hint::Hint;
use crate::model::text::printable_lines;

/// The command ran and found something wrong (e.g. `lessons fmt --check` on a non-canonical file).
pub const EXIT_FINDINGS: u8 = 1;
/// The command could not do its job: bad input, a missing file, an unusable environment.
/// clap's usage errors use the same code.
pub const EXIT_ERROR: u8 = 2;
/// agent-trace itself went wrong (a bug): no input a person gives should lead here.
pub const EXIT_INTERNAL: u8 = 255;
/// The reader of our output went away (`agent-trace lessons list | head`): not a failure, so the
/// command ends quietly with success, as ripgrep does.
const EXIT_BROKEN_PIPE: u8 = 0;

#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
    pub causes: Vec<String>,
    pub hint: Option<String>,
}

impl Failure {
    /// A finding rather than an error: the message is the whole report.
    pub fn findings(message: impl Into<String>) -> Failure {
        Failure { code: EXIT_FINDINGS, message: message.into(), causes: Vec::new(), hint: None }
    }

    pub fn hinted(mut self, hint: impl Into<String>) -> Failure {
        self.hint = Some(hint.into());
        self
    }

    /// A bug in agent-trace, shown with what to do about it.
    pub fn internal(message: impl Into<String>) -> Failure {
        Failure {
            code: EXIT_INTERNAL,
            message: format!("internal error: {}", message.into()),
            causes: Vec::new(),
            hint: Some(format!(
                "this is a bug in agent-trace {}; please report it with this message and the command you ran",
                env!("CARGO_PKG_VERSION")
            )),
        }
    }

    /// A wrapped command's own exit status, passed on without a message of ours.
    pub fn exit_code(code: u8) -> Failure {
        Failure { code, message: String::new(), causes: Vec::new(), hint: None }
    }

    /// Our stdout was closed by its reader.
    fn broken_pipe() -> Failure {
        Failure { code: EXIT_BROKEN_PIPE, message: String::new(), causes: Vec::new(), hint: None }
    }

    /// The command line asked for something that cannot be.
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure { code: EXIT_ERROR, message: message.into(), causes: Vec::new(), hint: None }
    }

    fn from_error(error: &(dyn StdError + 'static), hint: Option<String>) -> Failure {
        let mut causes = Vec::new();
        let mut source = error.source();
        while let Some(cause) = source {
            let text = cause.to_string();
            // fs-err and thiserror's `transparent` repeat a cause in the message; show it once.
            if !error.to_string().contains(&text) && !causes.contains(&text) {
                causes.push(text);
            }
            source = cause.source();
        }
        Failure { code: EXIT_ERROR, message: error.to_string(), causes, hint }
    }

    /// Prints the failure; a message can quote a file someone else wrote, so control characters
    /// in it are shown as escapes, never sent to the terminal.
    pub fn exit(self) -> ExitCode {
        let show = |s: &str| printable_lines(s).into_owned();
        if self.code == EXIT_BROKEN_PIPE || (self.message.is_empty() && self.causes.is_empty()) {
            return ExitCode::from(self.code);
        }
        if self.code == EXIT_FINDINGS {
            if !self.message.is_empty() {
                eprintln!("{}", show(&self.message));
            }
        } else {
            eprintln!("error: {}", show(&self.message));
        }
        for cause in &self.causes {
            eprintln!("  caused by: {}", show(cause));
        }
        if let Some(hint) = &self.hint {
            eprintln!("  hint: {}", show(hint));
        }
        ExitCode::from(self.code)
    }
}

/// Every error a command can end with becomes a failure here: its message, its causes, its hint
/// (said next to the error's own definition), exit code 2; a closed stdout is no failure.
impl<E: Hint> From<E> for Failure {
    fn from(e: E) -> Failure {
        let any: &dyn StdError = &e;
        if any.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) {
            return Failure::broken_pipe();
        }
        Failure::from_error(&e, e.hint())
    }
}
