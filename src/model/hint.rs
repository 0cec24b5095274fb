//! What a person can do about an error. Each error a command can end with says it next to its
//! own definition; the CLI shows it under the message and its causes.

pub trait Hint: std::error::Error + 'static {
    fn hint(&self) -> Option<String> {
        None
    }
}

impl Hint for std::io::Error {}
