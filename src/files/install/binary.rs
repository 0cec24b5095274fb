//! The program a hook runs: the native binary, wherever a package put it.
//!
//! npm installs a Node entry script on PATH and the binary in a per-platform package; uv and
//! pipx put the binary itself in a tool environment. Init writes the path of the running binary
//! (never the entry it was started through), and these checks tell doctor and init when a hook
//! would start an interpreter on every tool call or call a binary a cache will delete.

use std::io::Read;
use std::path::Path;

use crate::files::{ReadRules, open_regular};

/// The interpreter line of `path` when it is a script (`#!/usr/bin/env node`), not a binary.
pub fn script_interpreter(path: &Path) -> Option<String> {
    let rules = ReadRules { follow_symlinks: true, owner: None, max_bytes: u64::MAX };
    let file = open_regular(path, &rules).ok()??;
    let mut head = Vec::with_capacity(128);
    file.take(128).read_to_end(&mut head).ok()?;
    let line = head.strip_prefix(b"#!")?;
    let line = line.split(|&b| b == b'\n').next().unwrap_or_default();
    Some(crate::model::text::one_line(String::from_utf8_lossy(line).trim()))
}

/// A package runner's cache a binary was run from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunnerCache {
    /// "npx's cache", "uvx's cache", "pipx run's cache".
    pub name: &'static str,
    /// The command that installs agent-trace to stay.
    pub install: &'static str,
}

/// The cache `path` lies in when a package runner (`npx`, `uvx`, `pipx run`) put it there: such
/// a cache is cleaned without asking, and every hook and the merge driver would then fail.
pub fn ephemeral_cache(path: &Path) -> Option<RunnerCache> {
    let parts: Vec<&str> = path.iter().filter_map(|part| part.to_str()).collect();
    // uvx and pipx run keep one environment per package in <cache>/<hash>/bin/.
    let cached_env =
        |cache: fn(&str) -> bool| parts.len() >= 4 && parts[parts.len() - 2] == "bin" && cache(parts[parts.len() - 4]);
    if parts.contains(&"_npx") {
        Some(RunnerCache { name: "npx's cache", install: "npm install -g agent-trace" })
    } else if cached_env(|dir| dir.starts_with("archive-v")) {
        Some(RunnerCache { name: "uvx's cache", install: "uv tool install agent-trace" })
    } else if cached_env(|dir| dir == ".cache")
        && path.parent().and_then(Path::parent).is_some_and(|env| env.join("pipx_metadata.json").is_file())
    {
        Some(RunnerCache { name: "pipx run's cache", install: "pipx install agent-trace" })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runner_caches_are_named_and_installs_are_not() {
        for (path, runner) in [
            ("/home/a/.npm/_npx/6a1b/node_modules/@agent-trace/linux-x64/bin/agent-trace", "npx"),
            ("/home/a/.cache/uv/archive-v0/kX3/bin/agent-trace", "uvx"),
            ("/tmp/uv-cache/archive-v0/kX3/bin/agent-trace", "uvx"),
        ] {
            assert!(ephemeral_cache(Path::new(path)).is_some_and(|c| c.name.starts_with(runner)), "{path}");
        }
        // pipx run's environment is told by the metadata pipx writes into it.
        let pipx_home = tempfile::tempdir().unwrap();
        let run_env = pipx_home.path().join(".cache/15e63ddd/bin");
        fs_err::create_dir_all(&run_env).unwrap();
        let binary = run_env.join("agent-trace");
        assert_eq!(ephemeral_cache(&binary), None, "a .cache folder alone is not pipx's");
        fs_err::write(pipx_home.path().join(".cache/15e63ddd/pipx_metadata.json"), "{}").unwrap();
        assert!(ephemeral_cache(&binary).is_some_and(|c| c.name.starts_with("pipx run")));
        for path in [
            "/usr/lib/node_modules/agent-trace/node_modules/@agent-trace/linux-x64/bin/agent-trace",
            "/home/a/.local/share/uv/tools/agent-trace/bin/agent-trace",
            "/home/a/.local/share/pipx/venvs/agent-trace/bin/agent-trace",
            "/home/a/.cargo/bin/agent-trace",
        ] {
            assert_eq!(ephemeral_cache(Path::new(path)), None, "{path}");
        }
    }
}
