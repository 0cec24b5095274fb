//! `config.toml`: yours in `$AGENT_TRACE_HOME`, and a trusted project's in `.agent-trace/`
//! (committed, so written by other people). The two are not equals (docs/src/trust.md):
//!
//! * a key whose value is a command is read from your file only; in a project's file it is
//!   ignored with a note (as `.gitattributes` may name a merge driver but only your git config
//!   says what it runs);
//! * a protective setting takes the project's value only when it is at least as strict as the
//!   value you set yourself; where you set nothing, the project's value applies;
//! * a project file that does not parse, or a value of the wrong type in it, is ignored with a
//!   note, so a project cannot switch off your settings by breaking its file. Yours is an error.

use std::path::{Path, PathBuf};

use crate::files::project::{CONFIG_FILE, MAX_CONFIG_BYTES, Project};
use crate::files::{self, ReadRules};

/// The `[section] key`s whose value is run as a command.
pub const COMMAND_KEYS: &[(&str, &str)] = &[("provenance", "judge"), ("envelope", "deliver")];

/// Your own config cannot be used. (A project's never fails: it is ignored with a [`Note`].)
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Read(#[from] files::UnsafeFile),
    #[error("{}: not UTF-8", path.display())]
    NotUtf8 { path: PathBuf },
    #[error("{}: not TOML: {message}", path.display())]
    NotToml { path: PathBuf, message: String },
    #[error("{}: [{section}] {key} {problem}", path.display())]
    Value { path: PathBuf, section: &'static str, key: String, problem: String },
    #[error("{}: cannot write it", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: a link (a dotfiles manager's?): agent-trace does not rewrite it", path.display())]
    Linked { path: PathBuf },
}

impl crate::model::hint::Hint for Error {
    fn hint(&self) -> Option<String> {
        match self {
            Error::NotUtf8 { .. } | Error::NotToml { .. } | Error::Value { .. } => {
                Some("fix the file (it is yours: a project's config never stops agent-trace)".into())
            }
            Error::Read(_) | Error::Write { .. } => None,
            Error::Linked { .. } => Some("set the value in the file the link points to".into()),
        }
    }
}

/// Your `config.toml` parsed (empty when there is none), read as [`Layers::load`] reads it.
fn read_user(file: &Path) -> Result<toml_edit::DocumentMut, Error> {
    let rules = ReadRules { follow_symlinks: true, owner: None, max_bytes: MAX_CONFIG_BYTES };
    let Some(bytes) = files::read_regular(file, &rules)? else { return Ok(toml_edit::DocumentMut::new()) };
    let text = String::from_utf8(bytes).map_err(|_| Error::NotUtf8 { path: file.to_path_buf() })?;
    text.parse().map_err(|e: toml_edit::TomlError| Error::NotToml {
        path: file.to_path_buf(),
        message: crate::model::text::one_line(&e.to_string()),
    })
}

/// Sets `[section] key = value` in your `config.toml`, keeping every other line and comment as
/// it was (written whole by rename, so never half-written). A file that is a link is refused.
pub fn set_user_bool(data_dir: &Path, section: &str, key: &str, value: bool) -> Result<PathBuf, Error> {
    let file = data_dir.join(CONFIG_FILE);
    if fs_err::symlink_metadata(&file).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(Error::Linked { path: file });
    }
    let mut doc = read_user(&file)?;
    if !doc.contains_table(section) {
        doc.insert(section, toml_edit::Item::Table(toml_edit::Table::new()));
    }
    doc[section][key] = toml_edit::value(value);
    files::write_private(&file, doc.to_string().as_bytes())
        .map_err(|source| Error::Write { path: file.clone(), source })?;
    Ok(file)
}

/// Which file a value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    User,
    Project,
}

/// Something about the config files a person should know (doctor prints these).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub file: PathBuf,
    pub message: String,
    pub hint: String,
}

/// One `[section]` of your config and of the project's.
#[derive(Debug, Default)]
pub struct Layers {
    section: &'static str,
    user: Option<(PathBuf, toml_edit::Item)>,
    project: Option<(PathBuf, toml_edit::Item)>,
    pub notes: Vec<Note>,
}

impl Layers {
    /// `project` is a project whose settings may apply: a trusted one, or (for doctor's report)
    /// the one being diagnosed.
    pub fn load(data_dir: Option<&Path>, project: Option<&Project>, section: &'static str) -> Result<Layers, Error> {
        let mut layers = Layers { section, ..Layers::default() };
        if let Some(file) = data_dir.map(|d| d.join(CONFIG_FILE)) {
            // Yours may be a link (a dotfiles manager), never a FIFO or a device, and is bounded.
            let doc = read_user(&file)?;
            layers.user = doc.get(section).filter(|t| t.is_table_like()).cloned().map(|t| (file, t));
        }
        if let Some(project) = project {
            let file = project.config_path();
            let parsed = match project.read(&file, MAX_CONFIG_BYTES) {
                Ok(None) => None,
                Ok(Some(bytes)) => match String::from_utf8(bytes)
                    .map_err(|e| e.to_string())
                    .and_then(|text| text.parse::<toml_edit::DocumentMut>().map_err(|e| e.to_string()))
                {
                    Ok(doc) => Some(doc),
                    Err(e) => {
                        let e = crate::model::text::one_line(&e);
                        layers.note(&file, format!("ignored: it is not TOML ({e})"), "fix the file and commit it");
                        None
                    }
                },
                Err(e) => {
                    layers.note(&file, format!("ignored: {e}"), "make it a regular file of yours");
                    None
                }
            };
            layers.project =
                parsed.and_then(|doc| doc.get(section).filter(|t| t.is_table_like()).cloned()).map(|t| (file, t));
        }
        for (section, key) in COMMAND_KEYS.iter().filter(|(s, _)| *s == section) {
            if let Some(file) = layers.project.as_ref().filter(|(_, t)| t.get(key).is_some()).map(|(f, _)| f.clone()) {
                let own = data_dir
                    .map_or_else(|| "your own config.toml".to_string(), |d| d.join(CONFIG_FILE).display().to_string());
                layers.note(
                    &file,
                    format!("[{section}] {key} is ignored: a committed file never names a command to run"),
                    format!("if you want that command, put `{key} = …` under [{section}] in {own}"),
                );
            }
        }
        Ok(layers)
    }

    fn note(&mut self, file: &Path, message: String, hint: impl Into<String>) {
        self.notes.push(Note { file: file.to_path_buf(), message, hint: hint.into() });
    }

    /// The project's value of `key` as committed (for what holds for every teammate).
    pub fn project_value(&self, key: &str) -> Option<&toml_edit::Item> {
        self.project.as_ref().and_then(|(_, table)| table.get(key))
    }

    /// A setting whose value is run: yours only.
    pub fn command(&self, key: &str) -> Result<Option<String>, Error> {
        let Some((file, table)) = &self.user else { return Ok(None) };
        match table.get(key) {
            None => Ok(None),
            Some(v) => v.as_str().map(|s| Some(s.to_string())).ok_or_else(|| self.wrong_type(file, key, "a string")),
        }
    }

    /// A protective setting. `read` takes a value of one layer apart (`None`: wrong type,
    /// `Some(Err)`: not allowed there); `looser(project, yours)` says whether the project's value
    /// would weaken yours.
    pub fn protective<T: std::fmt::Display>(
        &mut self,
        key: &str,
        expected: &str,
        read: impl Fn(&toml_edit::Item, Layer) -> Option<Result<T, String>>,
        looser: impl Fn(&T, &T) -> bool,
    ) -> Result<Option<T>, Error> {
        let user = match &self.user {
            Some((file, table)) => match table.get(key).map(|item| read(item, Layer::User)) {
                None => None,
                Some(None) => return Err(self.wrong_type(file, key, expected)),
                Some(Some(Err(problem))) => return Err(self.value_error(file, key, problem)),
                Some(Some(Ok(v))) => Some(v),
            },
            None => None,
        };
        let project = match &self.project {
            Some((file, table)) => match table.get(key).map(|item| read(item, Layer::Project)) {
                None => None,
                Some(None) => {
                    let message = format!("[{}] {key} is ignored: it is not {expected}", self.section);
                    self.note(&file.clone(), message, "fix the value and commit it");
                    None
                }
                Some(Some(Err(e))) => {
                    let message =
                        format!("[{}] {key} is ignored: it {}", self.section, crate::model::text::one_line(&e));
                    self.note(&file.clone(), message, "fix the value and commit it");
                    None
                }
                Some(Some(Ok(v))) => Some((file.clone(), v)),
            },
            None => None,
        };
        Ok(match (user, project) {
            (Some(yours), Some((file, theirs))) if looser(&theirs, &yours) => {
                let theirs = crate::model::text::one_line(&theirs.to_string());
                let message =
                    format!("[{}] {key} = {theirs} is ignored: it would loosen your {key} = {yours}", self.section);
                self.note(&file, message, "a project can tighten your settings, never loosen them");
                Some(yours)
            }
            (_, Some((_, theirs))) => Some(theirs),
            (yours, None) => yours,
        })
    }

    /// The value of `key` in your own file, whatever its type.
    pub fn user_value(&self, key: &str) -> Option<&toml_edit::Item> {
        self.user.as_ref().and_then(|(_, t)| t.get(key))
    }

    /// The keys your own file sets in this section.
    pub fn user_keys(&self) -> Vec<String> {
        let table = self.user.as_ref().and_then(|(_, t)| t.as_table_like());
        table.map(|t| t.iter().map(|(k, _)| k.to_string()).collect()).unwrap_or_default()
    }

    /// Whether you set `key` yourself.
    pub fn user_sets(&self, key: &str) -> bool {
        self.user.as_ref().is_some_and(|(_, t)| t.get(key).is_some())
    }

    fn wrong_type(&self, file: &Path, key: &str, expected: &str) -> Error {
        self.value_error(file, key, format!("must be {expected}"))
    }

    /// An error in a value of your own file (for a section read with its own rules).
    pub fn invalid(&self, key: &str, problem: impl Into<String>) -> Error {
        let file = self.user.as_ref().map(|(f, _)| f.clone()).unwrap_or_default();
        self.value_error(&file, key, problem.into())
    }

    fn value_error(&self, file: &Path, key: &str, problem: String) -> Error {
        Error::Value { path: file.to_path_buf(), section: self.section, key: key.to_string(), problem }
    }
}

/// Reads a boolean.
pub fn boolean(item: &toml_edit::Item, _: Layer) -> Option<Result<bool, String>> {
    item.as_bool().map(Ok)
}

/// Reads a number (an integer is taken as a float), checked to lie in `range`.
pub fn number_in(
    range: std::ops::RangeInclusive<f64>,
) -> impl Fn(&toml_edit::Item, Layer) -> Option<Result<f64, String>> {
    move |item, _| {
        let v = item.as_float().or(item.as_integer().map(|i| i as f64))?;
        Some(if range.contains(&v) {
            Ok(v)
        } else {
            Err(format!("must be between {} and {}", range.start(), range.end()))
        })
    }
}
