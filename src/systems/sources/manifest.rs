//! `.agent-trace/sources.toml`: the shared lesson sources a repository takes lessons from, each a
//! git URL pinned to an immutable `rev`, as pre-commit's `repos:`. Written with `toml_edit`, so a
//! person's comments and layout survive `sources add` and `update`.

use std::path::{Path, PathBuf};

use toml_edit::{DocumentMut, Item, Value};

use super::Error;

/// One `[[source]]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spec {
    pub url: String,
    /// A tag, or a whole commit id.
    pub rev: String,
    /// Only these lesson ids, or all but these.
    pub only: Option<Vec<String>>,
    pub except: Vec<String>,
}

impl Spec {
    /// Whether the lesson `id` is taken from this source.
    pub fn takes(&self, id: &str) -> bool {
        self.only.as_ref().is_none_or(|only| only.iter().any(|o| o == id)) && !self.except.iter().any(|e| e == id)
    }
}

/// Whether `rev` is a whole commit id (not a tag).
pub fn is_commit(rev: &str) -> bool {
    rev.len() == 40 && rev.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// The sources file, as read and as it will be written.
#[derive(Debug)]
pub struct Manifest {
    pub path: PathBuf,
    document: DocumentMut,
    pub sources: Vec<Spec>,
}

impl Manifest {
    /// Reads the file (`text` as found; an absent file is an empty manifest).
    pub fn parse(path: &Path, text: &str) -> Result<Manifest, Error> {
        let bad = |line: usize, reason: String| Error::Manifest { path: path.to_path_buf(), line, reason };
        let document: DocumentMut = text.parse().map_err(|e: toml_edit::TomlError| {
            let line = e.span().map_or(1, |s| 1 + text[..s.start.min(text.len())].matches('\n').count());
            bad(line, e.message().to_string())
        })?;
        let line_of = |needle: &str| text.find(needle).map_or(1, |at| 1 + text[..at].matches('\n').count());
        let mut sources = Vec::new();
        if let Some(item) = document.get("source") {
            let tables = item
                .as_array_of_tables()
                .ok_or_else(|| bad(line_of("source"), "`source` must be [[source]] tables".into()))?;
            for table in tables.iter() {
                let string = |key: &str| table.get(key).and_then(Item::as_str).map(str::to_string);
                let list = |key: &str| -> Result<Option<Vec<String>>, Error> {
                    match table.get(key) {
                        None => Ok(None),
                        Some(item) => item
                            .as_array()
                            .and_then(|a| a.iter().map(|v| v.as_str().map(str::to_string)).collect::<Option<Vec<_>>>())
                            .map(Some)
                            .ok_or_else(|| bad(line_of(key), format!("`{key}` must be a list of lesson ids"))),
                    }
                };
                let url =
                    string("url").ok_or_else(|| bad(line_of("[[source]]"), "a [[source]] without `url`".into()))?;
                let rev = string("rev").ok_or_else(|| bad(line_of(&url), format!("source {url} has no `rev`")))?;
                check_url(&url).map_err(|reason| bad(line_of(&url), reason))?;
                let spec = Spec { url, rev, only: list("only")?, except: list("except")?.unwrap_or_default() };
                if let Some(known) =
                    table.iter().map(|(k, _)| k).find(|k| !["url", "rev", "only", "except"].contains(k))
                {
                    return Err(bad(line_of(known), format!("unknown key `{known}` (url, rev, only, except)")));
                }
                if sources.iter().any(|s: &Spec| s.url == spec.url) {
                    return Err(bad(line_of(&spec.url), format!("source {} is named twice", spec.url)));
                }
                sources.push(spec);
            }
        }
        Ok(Manifest { path: path.to_path_buf(), document, sources })
    }

    pub fn find(&self, url: &str) -> Option<&Spec> {
        self.sources.iter().find(|s| s.url == url)
    }

    /// Adds a source at the end.
    pub fn add(&mut self, url: &str, rev: &str, frozen: Option<&str>) {
        let mut table = toml_edit::Table::new();
        table.insert("url", toml_edit::value(url));
        table.insert("rev", rev_value(rev, frozen));
        let array = self.document.entry("source").or_insert(Item::ArrayOfTables(Default::default()));
        if let Some(array) = array.as_array_of_tables_mut() {
            array.push(table);
        }
        self.sources.push(Spec { url: url.into(), rev: rev.into(), only: None, except: Vec::new() });
    }

    /// Moves a source to `rev` (with `# frozen: TAG` after a commit id), keeping everything else.
    pub fn set_rev(&mut self, url: &str, rev: &str, frozen: Option<&str>) {
        if let Some(array) = self.document.get_mut("source").and_then(Item::as_array_of_tables_mut) {
            for table in array.iter_mut().filter(|t| t.get("url").and_then(Item::as_str) == Some(url)) {
                table.insert("rev", rev_value(rev, frozen));
            }
        }
        for spec in self.sources.iter_mut().filter(|s| s.url == url) {
            spec.rev = rev.into();
        }
    }

    pub fn text(&self) -> String {
        self.document.to_string()
    }
}

fn rev_value(rev: &str, frozen: Option<&str>) -> Item {
    let mut value = Value::from(rev);
    if let Some(tag) = frozen {
        value.decor_mut().set_suffix(format!("  # frozen: {tag}"));
    }
    Item::Value(value)
}

/// A URL git may be given: not an option, no transport that runs a command, nothing invisible.
pub fn check_url(url: &str) -> Result<(), String> {
    if url.trim().is_empty() {
        return Err("the url is empty".into());
    }
    if url.starts_with('-') {
        return Err(format!("{url:?} starts with `-`: git would read it as an option"));
    }
    if url.chars().any(char::is_control) {
        return Err(format!("{:?} has a control character", crate::model::text::printable(url)));
    }
    // `ext::` runs a command; the others git knows only as helpers a repository could name.
    let scheme = url.split_once("::").map(|(s, _)| s.to_ascii_lowercase());
    if scheme.is_some_and(|s| !["https", "http", "ssh", "git", "file"].contains(&s.as_str())) {
        return Err(format!("{url}: only https, http, ssh, git and file URLs (or a path) are fetched"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_persons_comments_survive_and_a_frozen_rev_says_its_tag() {
        let text = "# Our organisation's lessons.\n[[source]]\nurl = \"../org.git\" # the org\nrev = \"v1.0.0\"\nonly = [\"0123abcd\"]\n";
        let mut manifest = Manifest::parse(Path::new("sources.toml"), text).unwrap();
        assert_eq!(manifest.sources[0].only.as_deref(), Some(&["0123abcd".to_string()][..]));
        let commit = "0123456789abcdef0123456789abcdef01234567";
        manifest.set_rev("../org.git", commit, Some("v1.1.0"));
        let written = manifest.text();
        assert!(written.starts_with("# Our organisation's lessons.\n") && written.contains("# the org"), "{written}");
        assert!(written.contains(&format!("rev = \"{commit}\"  # frozen: v1.1.0")), "{written}");
        assert_eq!(Manifest::parse(Path::new("s"), &written).unwrap().sources[0].rev, commit);
    }

    #[test]
    fn a_url_that_git_would_take_as_an_option_or_a_command_is_refused() {
        for bad in ["--upload-pack=touch /tmp/x", "ext::sh -c touch% /tmp/x", "fd::3", ""] {
            assert!(check_url(bad).is_err(), "{bad}");
        }
        for good in
            ["https://example.org/org/lessons.git", "git@example.org:org/lessons.git", "../lessons.git", "file::/srv/l"]
        {
            assert!(check_url(good).is_ok(), "{good}");
        }
        let err = Manifest::parse(Path::new("sources.toml"), "[[source]]\nurl = \"-oops\"\nrev = \"v1\"\n");
        assert!(matches!(err, Err(Error::Manifest { line: 2, .. })), "{err:?}");
    }
}
