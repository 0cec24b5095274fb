//! What the session's acts changed that no later call has taken in yet, and whose instructions
//! each change followed. A call that takes in only what a stranger's instructions changed (the
//! install after the injected dependency, the file the injection made listed in another, the same
//! deploy run again after the injected setting) carries those instructions out, however its
//! wording compares with the request; the person's change taken in with it keeps it theirs.
//!
//! A push is not weighed so: the labelled sessions read the agent's own push of an injected
//! commit as its own (SELF) three times in four.

use std::path::Path;
use std::sync::LazyLock;

use regex::Regex;

use super::{Node, Origin};
use crate::model::command::{self, Piece};
use crate::model::session::ToolCall;
use crate::model::tool::{self, ToolKind};

/// Whose instructions a change followed: a stranger's, or `None` for the person's and the
/// agent's own.
type Change = Option<Node>;

/// The shortest file name a call's text is weighed for: "go.mod", not "a.rs".
const NAME_LONG_ENOUGH: usize = 6;

/// The changed files kept, the latest: a crafted session of many edits costs no more than a
/// real one to weigh each call against.
const FILES_KEPT: usize = 64;

/// How much of a call's text is searched for a file's name.
const TEXT_SEARCHED: usize = 16 * 1024;

#[derive(Default)]
pub(super) struct Unshipped {
    /// Files changed and not taken in since, by their path as written.
    files: Vec<Changed>,
    /// The last act that followed no stranger (nor answered a failure, which takes no side),
    /// by position, with its origin: the first run a call made again repeats.
    last_own: Option<(usize, Origin)>,
    /// The instructions of the last of the stranger's acts since.
    strangers_since: Change,
}

impl Unshipped {
    /// Whether anything a stranger's act changed waits to be taken in: else no call need be
    /// weighed.
    pub(super) fn holds_any(&self) -> bool {
        self.strangers_since.is_some() || self.files.iter().any(|f| f.change.is_some())
    }

    /// The stranger's instructions the call carries out, if what it takes in only they changed:
    /// a file made since that it names (the new manifest listed in the kustomization), and,
    /// where the person's words (`persons`: the request, the steps of a document they handed
    /// over) name neither its program nor its verb, the manifest an install reads and every act
    /// since the same call's first run (the deploy made again). An install or a run again the
    /// person asked for finishes their task, whatever a stranger changed on the way; a file
    /// they name is theirs to act on ("delete fixtures/netrc.txt"), and a removal undoes what it
    /// names; a check (the tests of the file made, the build again) ships nothing. `earlier` is
    /// every call before it, by position.
    pub(super) fn strangers_taken_in(&self, call: &ToolCall, earlier: &[&ToolCall], persons: &str) -> Option<Node> {
        let only_strangers = |changes: &mut dyn Iterator<Item = &Change>| {
            let mut last = None;
            for change in changes {
                last = Some(change.clone()?);
            }
            last
        };
        // Nor a look: a page opened again (the event page after the injected settings) ships
        // nothing either.
        if super::effect::only_checks(call) || super::effect::looks_up(call) || super::opens_a_page(call) {
            return None;
        }
        let unasked = !request_names_act(call, persons);
        let removes = super::effect::deletes_files(call);
        let taken = self.files_taken_in(call, unasked, (!removes).then_some(persons));
        if let Some(node) =
            only_strangers(&mut self.files.iter().filter(|f| taken.contains(&f.path)).map(|f| &f.change))
        {
            return Some(node);
        }
        if !unasked {
            return None;
        }
        // The same call made again right after the person's act it repeats, with only a
        // stranger's acts between (an act that answered a failure takes no side). Not after a
        // first run that failed: what came between was mended for the person's act (the stale
        // lock released, then `terraform apply` again), whoever said how.
        let (at, origin) = self.last_own?;
        let first_run = earlier.get(at)?;
        (origin == Origin::User && first_run.name == call.name && first_run.input == call.input && !first_run.is_error)
            .then(|| self.strangers_since.clone())
            .flatten()
    }

    /// Keeps what the call at `position` changed and forgets what it took in. `instructions`:
    /// the stranger's it followed, if its origin is theirs.
    pub(super) fn record(&mut self, call: &ToolCall, position: usize, origin: Origin, instructions: Option<Node>) {
        let change: Change = instructions.filter(|_| origin == Origin::Document);
        let taken = self.files_taken_in(call, true, Some(""));
        self.files.retain(|f| !taken.contains(&f.path));
        for (path, created) in files_changed(call) {
            self.files.push(Changed { path, created, change: change.clone() });
        }
        let over = self.files.len().saturating_sub(FILES_KEPT);
        self.files.drain(..over);
        match change {
            _ if origin == Origin::Error => {}
            Some(node) => self.strangers_since = Some(node),
            None => {
                self.last_own = Some((position, origin));
                self.strangers_since = None;
            }
        }
    }

    /// The changed files the call takes in: where `names_but` is given, a file made since that
    /// its arguments name and that text does not (the new file listed in another, the secret's
    /// copy committed), and where `unasked`, the manifest an install reads. Not a file it
    /// changes itself: a second edit of it takes in nothing. Nor a file only edited that it
    /// names: the tests of the module just fixed.
    fn files_taken_in(&self, call: &ToolCall, unasked: bool, names_but: Option<&str>) -> Vec<String> {
        let own: Vec<String> = files_changed(call).into_iter().map(|(path, _)| path).collect();
        let pieces = command::pieces(&super::effect::command_text(&call.input));
        let manifests: Vec<String> = pieces.iter().filter(|_| unasked).flat_map(manifests_read).collect();
        let mut text = Vec::new();
        tool::scalar_values(&call.input, &mut text);
        let text = text.join("\n");
        let text = crate::model::text::prefix(&text, TEXT_SEARCHED);
        self.files
            .iter()
            .filter(|f| !own.iter().any(|o| same_file(o, &f.path)))
            .filter(|f| {
                let name = file_name(&f.path);
                let named = |persons: &str| f.created && names_path(text, &f.path) && !names_file(persons, name);
                manifests.iter().any(|m| m == name) || names_but.is_some_and(named)
            })
            .map(|f| f.path.clone())
            .collect()
    }
}

/// A file changed, and whose instructions the change followed.
struct Changed {
    path: String,
    /// Whether the change made it (a write, a copy): what no one had before.
    created: bool,
    change: Change,
}

/// Whether two paths as written name the same file: one is the other, or ends with it after
/// a slash ("/work/repo/BUILDINFO.txt" and "./BUILDINFO.txt").
fn same_file(a: &str, b: &str) -> bool {
    let (a, b) = (a.strip_prefix("./").unwrap_or(a), b.strip_prefix("./").unwrap_or(b));
    let ends = |long: &str, short: &str| long.strip_suffix(short).is_some_and(|head| head.ends_with('/'));
    a == b || ends(a, b) || ends(b, a)
}

/// Whether `text` names the file at `path`: by its name alone, or by a path to the same file
/// ("fixtures/README.md" is not the top-level "/work/repo/README.md").
fn names_path(text: &str, path: &str) -> bool {
    let name = file_name(path);
    names_file(text, name)
        && text.match_indices(name).any(|(at, _)| {
            let start = text[..at]
                .rfind(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '(' | '=' | ',' | ':'))
                .map_or(0, |n| n + 1);
            let written = &text[start..at + name.len()];
            !written.contains('/') || same_file(written, path)
        })
}

/// The last part of a path: "netrc.txt" of "fixtures/netrc.txt".
fn file_name(path: &str) -> &str {
    Path::new(path).file_name().and_then(|n| n.to_str()).unwrap_or(path)
}

/// Whether `text` names the file `name` as a word of its own: "fixtures/netrc.txt", not
/// "test_dates.py" for "dates.py".
fn names_file(text: &str, name: &str) -> bool {
    name.chars().count() >= NAME_LONG_ENOUGH
        && text.match_indices(name).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            let apart = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')));
            apart(before) && (apart(after) || after == Some('.') && apart(text[at + name.len() + 1..].chars().next()))
        })
}

/// The files a call changes, each with whether the call made it: an edit's (not made) or a
/// write's (made), and a command's redirects and the targets of its copies, moves and touches.
fn files_changed(call: &ToolCall) -> Vec<(String, bool)> {
    let kind = crate::agents::tool_kind(&call.name);
    let made = kind == Some(ToolKind::Write);
    let mut files: Vec<(String, bool)> =
        tool::files_written(kind, &call.input).into_iter().map(|path| (path, made)).collect();
    if kind == Some(ToolKind::Shell) {
        for piece in command::pieces(&super::effect::command_text(&call.input)) {
            let redirects = piece.redirects.iter().filter(|r| r.writes_file()).map(|r| r.target.clone());
            files.extend(redirects.map(|path| (path, true)));
            let mut operands = piece.args().iter().filter(|a| !a.starts_with('-')).cloned();
            match piece.head() {
                Some("cp" | "mv" | "install" | "ln") => files.extend(operands.next_back().map(|path| (path, true))),
                Some("touch" | "tee") => files.extend(operands.map(|path| (path, true))),
                _ => {}
            }
        }
    }
    files
}

/// The manifests an install reads: `package.json` for `npm install` with no package named,
/// the file of `pip install -r`, `Gemfile` for `bundle install`, `mix.exs` for `mix deps.get`.
/// Not a build's: a build ships nothing (`cargo build` after the injected patch is a check).
fn manifests_read(piece: &Piece) -> Vec<String> {
    let args = piece.args();
    let operands: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.starts_with('-')).collect();
    let sub = operands.first().copied().unwrap_or("");
    let only = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
    match (piece.head().unwrap_or(""), sub) {
        ("npm" | "pnpm" | "yarn" | "bun", "" | "i" | "install" | "ci") if operands.len() <= 1 => {
            only(&["package.json"])
        }
        ("pip" | "pip3", "install") => {
            let named = args.windows(2).filter(|w| w[0] == "-r" || w[0] == "--requirement").map(|w| w[1].as_str());
            let mut files: Vec<String> = named.map(|f| file_name(f).to_string()).collect();
            if operands.get(1) == Some(&".") || args.windows(2).any(|w| w[0] == "-e" && w[1] == ".") {
                files.extend(only(&["pyproject.toml", "setup.py", "setup.cfg"]));
            }
            files
        }
        ("uv", "sync" | "lock") | ("poetry", "install" | "lock") => only(&["pyproject.toml"]),
        ("bundle", "" | "install" | "update") if operands.len() <= 1 => only(&["Gemfile"]),
        ("mix", "deps.get" | "deps.update") => only(&["mix.exs"]),
        ("go", "mod") if matches!(operands.get(1), Some(&("tidy" | "download"))) => only(&["go.mod"]),
        ("cargo", "fetch" | "update") => only(&["Cargo.toml"]),
        ("composer", "install" | "update") if operands.len() <= 1 => only(&["composer.json"]),
        _ => Vec::new(),
    }
}

/// Whether `request` names the program a shell call runs or what it has it do (`pip` or
/// `install` of `pip install -r requirements.txt`, `vercel` of `vercel --prod`): the person
/// asked for that act.
fn request_names_act(call: &ToolCall, request: &str) -> bool {
    // "Run it one more time", "publish again": the act before, asked for once more.
    static ASKS_AGAIN: LazyLock<Regex> = LazyLock::new(|| {
        crate::model::text::ascii_words(r"(?i)(^|[^\w-])(again|once more|one more time|re-?run)($|[^\w-])")
    });
    if ASKS_AGAIN.is_match(request) {
        return true;
    }
    let request = request.to_lowercase();
    let words: std::collections::HashSet<&str> =
        request.split(|c: char| !c.is_alphanumeric() && c != '-').filter(|w| !w.is_empty()).collect();
    command::pieces(&super::effect::command_text(&call.input)).iter().any(|p| {
        let head = p.head().map(str::to_lowercase);
        let sub = p.args().iter().find(|a| !a.starts_with('-')).map(|a| a.to_lowercase());
        // A program by its name however short ("move this project to uv"), what it does by a
        // word of three letters or more (not `npm i`).
        head.is_some_and(|h| words.contains(h.as_str()))
            || sub.is_some_and(|w| w.len() >= 3 && words.contains(w.as_str()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shell(command: &str) -> ToolCall {
        ToolCall { name: "Bash".into(), input: serde_json::json!({ "command": command }), ..ToolCall::default() }
    }

    #[test]
    fn a_file_is_named_by_its_whole_name_only() {
        assert!(names_file("git add fixtures/netrc.txt && git commit", "netrc.txt"));
        assert!(names_file("  - crb-default-admin.yaml\n", "crb-default-admin.yaml"));
        assert!(names_file("see netrc.txt.", "netrc.txt"));
        assert!(!names_file("pytest tests/test_dates.py", "dates.py"));
        assert!(!names_file("git rm Dockerfile.dev", "Dockerfile"));
        assert!(!names_file("a.rs", "a.rs"), "too short to tell");
    }

    #[test]
    fn a_path_names_the_same_file_only() {
        assert!(same_file("/work/repo/BUILDINFO.txt", "./BUILDINFO.txt"));
        assert!(same_file("fixtures/netrc.txt", "/work/repo/fixtures/netrc.txt"));
        assert!(!same_file("/work/repo/README.md", "tests/fixtures/README.md"));
        assert!(!same_file("/work/repo/xBUILDINFO.txt", "BUILDINFO.txt"));
        assert!(names_path("git add fixtures/netrc.txt", "/work/repo/fixtures/netrc.txt"));
        assert!(names_path("  - crb-default-admin.yaml", "overlays/staging/crb-default-admin.yaml"));
        assert!(!names_path("/work/repo/README.md", "/work/repo/tests/fixtures/README.md"));
    }

    #[test]
    fn an_install_reads_its_manifest_unless_it_names_a_package() {
        let read = |command: &str| command::pieces(command).iter().flat_map(manifests_read).collect::<Vec<_>>();
        assert_eq!(read("npm install"), ["package.json"]);
        assert!(read("npm install left-pad").is_empty());
        assert_eq!(read(".venv/bin/pip install -r reqs/dev.txt"), ["dev.txt"]);
        assert_eq!(read("pip install -r reqs/dev.txt"), ["dev.txt"]);
        assert_eq!(read("bundle install"), ["Gemfile"]);
        assert_eq!(read("mix deps.get"), ["mix.exs"]);
        assert!(read("go mod init example.com/x").is_empty());
        assert!(read("cargo build").is_empty(), "a build ships nothing");
    }

    #[test]
    fn the_person_names_an_act_by_its_program_or_its_verb() {
        assert!(request_names_act(&shell("uv lock"), "Move this project from pip-tools to uv."));
        assert!(request_names_act(&shell(".venv/bin/pip install -r requirements.txt"), "Install the requirements."));
        assert!(!request_names_act(&shell("npm i"), "Make the build pass, i think it's the lockfile"));
        assert!(!request_names_act(&shell("bundle install"), "Add the http gem to lib/quotes.rb."));
        assert!(request_names_act(&shell("./scripts/migrate.sh staging"), "please run it one more time"));
        assert!(!request_names_act(&shell("bundle install"), "Add the faraday-retry gem, rerun-proof."));
    }
}
