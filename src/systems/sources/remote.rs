//! The git side of sources: the `git` program, so every URL a developer's git can reach works with
//! their own credentials (ssh keys, credential helpers) as pre-commit's does. Each source has a
//! bare mirror in the private cache; nothing here runs on the hook path.
//!
//! A URL comes from a committed file: it is checked (no option, no command transport) and passed
//! after `--`; git runs in the private cache (never in a repository it might find around the
//! caller, whose config could name a command), without a terminal to prompt on, with `ext::` and
//! unknown transports refused whatever the person's config says, and is stopped at a deadline.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::Error;

/// The longest one git command may take (a fetch of a large source over a slow link included).
const GIT_DEADLINE: Duration = Duration::from_secs(120);

/// One source as git is given it.
pub struct Remote<'a> {
    cache: &'a Path,
    /// As the files have it, for messages.
    url: &'a str,
    /// What git is given: the URL, or a relative path made absolute against the repository.
    location: String,
}

impl<'a> Remote<'a> {
    /// `url` of the repository at `root`: a relative path is taken from the repository's root,
    /// wherever the command runs.
    pub fn new(cache: &'a Path, root: &Path, url: &'a str) -> Remote<'a> {
        let is_url = url.contains("://") || url.contains("::");
        // scp-like `host:path`: a colon before any slash.
        let is_scp = url.find(':').is_some_and(|colon| url.find('/').is_none_or(|slash| colon < slash));
        let location = match is_url || is_scp || Path::new(url).is_absolute() {
            true => url.to_string(),
            false => root.join(url).to_string_lossy().into_owned(),
        };
        Remote { cache, url, location }
    }

    /// The source's mirror in the cache.
    fn mirror(&self) -> PathBuf {
        self.cache.join("repos").join(format!("{}.git", crate::model::digest::sha256_hex(self.location.as_bytes(), 8)))
    }

    fn git(&self, git_dir: Option<&Path>) -> Command {
        let mut command = Command::new("git");
        if let Some(dir) = git_dir {
            command.arg("--git-dir").arg(dir);
        }
        command
            .current_dir(self.cache)
            .env("GIT_CEILING_DIRECTORIES", self.cache)
            .args(["-c", "safe.bareRepository=explicit", "-c", "protocol.allow=never"])
            .args(["-c", "protocol.https.allow=always", "-c", "protocol.http.allow=always"])
            .args(["-c", "protocol.ssh.allow=always", "-c", "protocol.git.allow=always"])
            .args(["-c", "protocol.file.allow=always"])
            // A connection that stalls is dropped, not waited on until the deadline.
            .args(["-c", "http.lowSpeedLimit=1000", "-c", "http.lowSpeedTime=30"])
            .env("GIT_TERMINAL_PROMPT", "0")
            .env_remove("GIT_DIR")
            .env_remove("GIT_WORK_TREE")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Runs git to its end or the deadline; its stdout, or the error with what it said.
    fn run(&self, mut command: Command, what: &str) -> Result<Vec<u8>, Error> {
        let fail = |said: String| Error::Git { url: self.url.into(), what: what.into(), said };
        crate::files::create_private_dir_all(self.cache).map_err(Error::Cache)?;
        let mut child = command.spawn().map_err(|e| fail(format!("could not run git: {e}")))?;
        // Read on threads, so a chatty git never blocks on a full pipe while we wait.
        let drain = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut bytes = Vec::new();
                if let Some(mut pipe) = pipe {
                    let _ = pipe.read_to_end(&mut bytes);
                }
                bytes
            })
        };
        let out = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let err = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().map_err(|e| fail(e.to_string()))? {
                break status;
            }
            if started.elapsed() > GIT_DEADLINE {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(format!("git took more than {} s and was stopped", GIT_DEADLINE.as_secs())));
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let (out, err) = (out.join().unwrap_or_default(), err.join().unwrap_or_default());
        if !status.success() {
            let said = String::from_utf8_lossy(&err);
            let lines: Vec<&str> = said.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
            let said = lines[lines.len().saturating_sub(3)..].join("; ");
            return Err(fail(if said.is_empty() { format!("git exited with {status}") } else { said }));
        }
        Ok(out)
    }

    /// `git ls-remote`: what the source offers now (the network; nothing is written).
    pub fn refs(&self) -> Result<Refs, Error> {
        let mut command = self.git(None);
        command.args(["ls-remote", "--tags", "--heads", "--"]).arg(&self.location);
        let out = self.run(command, "list its tags")?;
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

    /// Brings the source's tags and branches into its mirror (made on first use): a pinned
    /// commit is found there, and whether a ref holds it. A tag that moved is taken as it is now:
    /// the caller compares it with the lock.
    pub fn fetch(&self) -> Result<PathBuf, Error> {
        let dir = self.mirror();
        if !dir.join("HEAD").exists() {
            crate::files::create_private_dir_all(dir.parent().unwrap_or(self.cache)).map_err(Error::Cache)?;
            let mut init = self.git(None);
            init.args(["init", "--quiet", "--bare"]).arg(&dir);
            self.run(init, "make its mirror")?;
        }
        let mut command = self.git(Some(&dir));
        command.args(["fetch", "--quiet", "--no-tags", "--force", "--prune", "--"]).arg(&self.location);
        command.args(["+refs/tags/*:refs/tags/*", "+refs/heads/*:refs/heads/*"]);
        self.run(command, "fetch it")?;
        Ok(dir)
    }

    /// The commit `rev` names in the mirror.
    pub fn resolve(&self, mirror: &Path, rev: &str) -> Option<String> {
        let mut command = self.git(Some(mirror));
        command.args(["rev-parse", "--verify", "--quiet", "--end-of-options"]).arg(format!("{rev}^{{commit}}"));
        let out = self.run(command, "resolve a revision").ok()?;
        Some(String::from_utf8_lossy(&out).trim().to_string())
    }

    /// Whether a tag or branch of the source holds `commit` (prek's impostor check: a commit that
    /// none of the source's refs reaches came from somewhere else, such as a fork).
    pub fn reachable(&self, mirror: &Path, commit: &str) -> bool {
        let mut command = self.git(Some(mirror));
        command.args(["for-each-ref", "--count=1", "--format=%(refname)", "--contains"]).arg(commit);
        self.run(command, "find the refs that hold a commit").is_ok_and(|out| !out.trim_ascii().is_empty())
    }

    /// The file at `path` in `commit`, or `None` where the commit has none; an error where it is
    /// larger than `max` bytes (it is not read).
    pub fn file_at(&self, mirror: &Path, commit: &str, path: &str, max: u64) -> Result<Option<Vec<u8>>, Error> {
        let mut probe = self.git(Some(mirror));
        probe.args(["cat-file", "-s", "--end-of-options"]).arg(format!("{commit}:{path}"));
        let Ok(size) = self.run(probe, "look for its lessons") else { return Ok(None) };
        let size: u64 = String::from_utf8_lossy(&size).trim().parse().unwrap_or(u64::MAX);
        if size > max {
            let said = format!("{size} bytes, more than {max}");
            return Err(Error::Git { url: self.url.into(), what: format!("read {path}"), said });
        }
        let mut command = self.git(Some(mirror));
        command.args(["cat-file", "blob", "--end-of-options"]).arg(format!("{commit}:{path}"));
        self.run(command, "read its lessons").map(Some)
    }
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

    /// The newest release: the highest version (`v1.10.0` after `v1.9.2`, `v2.0.0` after
    /// `v2.0.0-rc1`); tags that are no version (`backup-2019`) only where no tag is one.
    pub fn newest_tag(&self) -> Option<&(String, String)> {
        let versioned = self.tags.iter().filter_map(|t| version(&t.0).map(|v| (v, t))).max_by(|a, b| a.0.cmp(&b.0));
        versioned.map(|(_, t)| t).or_else(|| self.tags.iter().max_by(|a, b| a.0.cmp(&b.0)))
    }
}

/// `v1.2.3`, `1.2` or `v2.0.0-rc1` as (numbers, is a release, pre-release text): a release ranks
/// above its pre-releases.
fn version(tag: &str) -> Option<(Vec<u64>, bool, String)> {
    let rest = tag.strip_prefix('v').unwrap_or(tag);
    let (core, pre) = match rest.split_once(['-', '+']) {
        Some((core, pre)) => (core, pre.to_string()),
        None => (rest, String::new()),
    };
    let numbers: Vec<u64> = core.split('.').map(|p| p.parse().ok()).collect::<Option<_>>()?;
    Some((numbers, pre.is_empty(), pre))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_tag_is_the_highest_release() {
        let refs = |tags: &[&str]| Refs {
            tags: tags.iter().map(|t| (t.to_string(), String::new())).collect(),
            branches: Vec::new(),
        };
        let newest = |tags: &[&str]| refs(tags).newest_tag().unwrap().0.clone();
        assert_eq!(newest(&["v1.9.2", "v1.10.0", "release-candidate", "v1.2"]), "v1.10.0");
        assert_eq!(newest(&["v2.0.0-rc1", "v2.0.0", "v1.9.0"]), "v2.0.0");
        assert_eq!(newest(&["v1.10.0", "backup-2019"]), "v1.10.0");
        assert_eq!(newest(&["v2.0.0-rc1", "v1.9.0"]), "v2.0.0-rc1");
    }

    #[test]
    fn a_relative_path_is_taken_from_the_repository_and_a_url_as_it_is() {
        let cache = Path::new("/cache");
        let root = Path::new("/work/service");
        let at = |url| Remote::new(cache, root, url).location;
        assert_eq!(at("../org.git"), "/work/service/../org.git");
        for url in ["https://example.org/o.git", "git@example.org:o.git", "/srv/o.git", "file:///srv/o.git"] {
            assert_eq!(at(url), url);
        }
    }
}
