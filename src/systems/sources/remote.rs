//! The git side of sources: the `git` program, so every URL a developer's git can reach works with
//! their own credentials (ssh keys, credential helpers) as pre-commit's does. Each source has a
//! bare mirror in the private cache; nothing here runs on the hook path.
//!
//! A URL comes from a committed file: it is checked (no option, no command transport) and passed
//! after `--`; git runs without a terminal to prompt on, and with `ext::` and unknown transports
//! refused whatever the person's config says.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::Error;

/// The mirror of `url` in the cache.
pub fn mirror(cache: &Path, url: &str) -> PathBuf {
    cache.join("repos").join(format!("{}.git", crate::model::digest::sha256_hex(url.as_bytes(), 8)))
}

fn git(dir: Option<&Path>) -> Command {
    let mut command = Command::new("git");
    if let Some(dir) = dir {
        command.arg("--git-dir").arg(dir);
    }
    command
        .args(["-c", "protocol.allow=never"])
        .args(["-c", "protocol.https.allow=always", "-c", "protocol.http.allow=always"])
        .args(["-c", "protocol.ssh.allow=always", "-c", "protocol.git.allow=always"])
        .args(["-c", "protocol.file.allow=always"])
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_SSH_VARIANT", "auto")
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .stdin(Stdio::null());
    command
}

/// Runs git; its stdout, or the error with what it said.
fn run(mut command: Command, what: &str, url: &str) -> Result<Vec<u8>, Error> {
    let output = command.output().map_err(|e| Error::Git {
        url: url.into(),
        what: what.into(),
        said: format!("could not run git: {e}"),
    })?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        let said = said.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("it failed").trim().to_string();
        return Err(Error::Git { url: url.into(), what: what.into(), said });
    }
    Ok(output.stdout)
}

/// The source's refs: its tags (peeled to their commits) and its branches.
#[derive(Debug, Default)]
pub struct Refs {
    pub tags: Vec<(String, String)>,
    pub branches: Vec<String>,
}

impl Refs {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(t, _)| t == name).map(|(_, c)| c.as_str())
    }

    /// The newest tag: the highest version (`v1.10.0` after `v1.9.2`), tags without a version
    /// before any with one.
    pub fn newest_tag(&self) -> Option<&(String, String)> {
        self.tags.iter().max_by(|a, b| version_key(&a.0).cmp(&version_key(&b.0)).then(a.0.cmp(&b.0)))
    }
}

fn version_key(tag: &str) -> Vec<u64> {
    let digits = tag.trim_start_matches(|c: char| !c.is_ascii_digit());
    digits.split(['.', '-', '+']).map_while(|part| part.parse().ok()).collect()
}

/// `git ls-remote`: what the source offers now (the network; nothing is written).
pub fn refs(url: &str) -> Result<Refs, Error> {
    let mut command = git(None);
    command.args(["ls-remote", "--tags", "--heads", "--"]).arg(url);
    let out = run(command, "list its tags", url)?;
    let mut refs = Refs::default();
    let mut peeled = Vec::new();
    for line in String::from_utf8_lossy(&out).lines() {
        let Some((commit, name)) = line.split_once('\t') else { continue };
        if let Some(tag) = name.strip_prefix("refs/tags/") {
            match tag.strip_suffix("^{}") {
                Some(tag) => peeled.push((tag.to_string(), commit.to_string())),
                None => refs.tags.push((tag.to_string(), commit.to_string())),
            }
        } else if let Some(branch) = name.strip_prefix("refs/heads/") {
            refs.branches.push(branch.to_string());
        }
    }
    // An annotated tag names a tag object; its peeled line names the commit.
    for (tag, commit) in peeled {
        if let Some(entry) = refs.tags.iter_mut().find(|(t, _)| *t == tag) {
            entry.1 = commit;
        }
    }
    Ok(refs)
}

/// Brings the source's tags and branches into its mirror (made on first use). A tag that moved
/// is taken as it is now: the caller compares it with the lock.
pub fn fetch(cache: &Path, url: &str) -> Result<PathBuf, Error> {
    let dir = mirror(cache, url);
    if !dir.join("HEAD").exists() {
        crate::files::create_private_dir_all(dir.parent().unwrap_or(cache)).map_err(Error::Cache)?;
        let mut init = git(None);
        init.args(["init", "--quiet", "--bare"]).arg(&dir);
        run(init, "make its mirror", url)?;
    }
    let mut command = git(Some(&dir));
    command.args(["fetch", "--quiet", "--no-tags", "--force", "--prune", "--"]).arg(url);
    command.args(["+refs/tags/*:refs/tags/*", "+refs/heads/*:refs/heads/*"]);
    run(command, "fetch it", url)?;
    Ok(dir)
}

/// The commit `rev` names in the mirror.
pub fn resolve(mirror: &Path, url: &str, rev: &str) -> Result<Option<String>, Error> {
    let mut command = git(Some(mirror));
    command.args(["rev-parse", "--verify", "--quiet", "--end-of-options"]).arg(format!("{rev}^{{commit}}"));
    match run(command, "resolve a revision", url) {
        Ok(out) => Ok(Some(String::from_utf8_lossy(&out).trim().to_string())),
        Err(_) => Ok(None),
    }
}

/// Whether a tag or branch of the source holds `commit` (prek's impostor check: a commit that
/// none of the source's refs reaches came from somewhere else, such as a fork).
pub fn reachable(mirror: &Path, url: &str, commit: &str) -> Result<bool, Error> {
    let mut command = git(Some(mirror));
    command.args(["for-each-ref", "--count=1", "--format=%(refname)", "--contains"]).arg(commit);
    Ok(run(command, "find the refs that hold a commit", url).is_ok_and(|out| !out.trim_ascii().is_empty()))
}

/// The file at `path` in `commit`, or `None` where the commit has none; an error where it is
/// larger than `max` bytes (it is not read).
pub fn file_at(mirror: &Path, url: &str, commit: &str, path: &str, max: u64) -> Result<Option<Vec<u8>>, Error> {
    let mut probe = git(Some(mirror));
    probe.args(["cat-file", "-s", "--end-of-options"]).arg(format!("{commit}:{path}"));
    let Ok(size) = run(probe, "look for its lessons", url) else { return Ok(None) };
    let size: u64 = String::from_utf8_lossy(&size).trim().parse().unwrap_or(u64::MAX);
    if size > max {
        return Err(Error::Git {
            url: url.into(),
            what: format!("read {path}"),
            said: format!("{size} bytes, more than {max}"),
        });
    }
    let mut command = git(Some(mirror));
    command.args(["cat-file", "blob", "--end-of-options"]).arg(format!("{commit}:{path}"));
    run(command, "read its lessons", url).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_tag_is_the_highest_version() {
        let refs = Refs {
            tags: ["v1.9.2", "v1.10.0", "release-candidate", "v1.2"]
                .iter()
                .map(|t| (t.to_string(), String::new()))
                .collect(),
            branches: Vec::new(),
        };
        assert_eq!(refs.newest_tag().unwrap().0, "v1.10.0");
    }
}
