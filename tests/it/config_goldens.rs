//! What `init` does to each real config in `tests/fixtures/configs/`, as the diff a reviewer reads
//! (`init --dry-run`), kept as insta snapshots: a change to any agent's edit shows up here byte
//! for byte. Paths are written as `~` (the home) and `agent-trace` (the binary).

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use crate::support::{Env, PATH, bin};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/configs");

/// Every real config we hold: (agent, fixture, where it lives under the home).
const CONFIGS: [(&str, &str, &str); 11] = [
    ("claude-code", "0maru-dotfiles.user-settings.json", ".claude/settings.json"),
    ("claude-code", "0maru-gh-zen.project-settings.json", ".claude/settings.json"),
    ("claude-code", "EATSTEAK-dotagents.settings-nohooks.json", ".claude/settings.json"),
    ("claude-code", "disler-claude-code-hooks-mastery.settings.json", ".claude/settings.json"),
    ("codex", "0maru-dotfiles.hooks.json", ".codex/hooks.json"),
    ("codex", "0maru-gh-zen.project-hooks.json", ".codex/hooks.json"),
    ("codex", "0maru-dotfiles.config.toml", ".codex/config.toml"),
    ("codex", "0maru-gh-zen.project-config.toml", ".codex/config.toml"),
    ("hermes", "cli-config.yaml.example", ".hermes/config.yaml"),
    ("hermes", "config.yaml.EATSTEAK-dotagents", ".hermes/config.yaml"),
    ("openclaw", "openclaw.json.Alfred-golden-config", ".openclaw/openclaw.json"),
];

/// The part of a multi-file unified diff about one file.
fn section_of(diff: &str, file: &str) -> String {
    let mut keep = false;
    let mut out = String::new();
    for line in diff.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("--- ") {
            keep = name.trim_end().ends_with(file);
        }
        if keep {
            out.push_str(line);
        }
    }
    out
}

#[test]
fn init_edits_every_real_config_as_recorded() {
    for (agent, fixture, at) in CONFIGS {
        let env = Env::new();
        let home = env.path().join("home");
        let path = home.join(at);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::copy(Path::new(FIXTURES).join(agent).join(fixture), &path).unwrap();
        // A Codex old enough to need `[features] codex_hooks`, so its config.toml is edited too.
        let tools = env.path().join("tools");
        std::fs::create_dir_all(&tools).unwrap();
        std::fs::write(tools.join("codex"), "#!/bin/sh\necho 'codex-cli 0.120.0'\n").unwrap();
        std::fs::set_permissions(tools.join("codex"), std::fs::Permissions::from_mode(0o755)).unwrap();
        let out = env
            .cmd(env.path())
            .env("PATH", format!("{}:{PATH}", tools.display()))
            .args(["init", "--dry-run", "--home", home.to_str().unwrap(), "--agents", agent])
            .assert()
            .success();
        let diff = String::from_utf8(out.get_output().stdout.clone()).unwrap();
        let diff =
            section_of(&diff, at).replace(home.to_str().unwrap(), "~").replace(bin().to_str().unwrap(), "agent-trace");
        // (Both config.toml files already turn hooks on, so they are left as they are.)
        let diff = if diff.is_empty() { "(no change)\n".to_string() } else { diff };
        insta::assert_snapshot!(format!("{agent}__{fixture}"), diff);
        assert_eq!(
            std::fs::read(&path).unwrap(),
            std::fs::read(Path::new(FIXTURES).join(agent).join(fixture)).unwrap()
        );
    }
}
