//! The tool names a lesson may use: every agent's own names, the names lessons use for a kind of
//! tool (`Bash` for every shell tool), and MCP tools. Names compare ignoring ASCII case, here, in
//! recall, in doctor and in the hook matchers; a lesson is stored with the one spelling below.

use super::ALL;
use crate::model::tool::{self, ToolKind};

/// The spelling a lesson stores for `name`: the lesson name of a kind (`bash` → `Bash`), else an
/// agent's own name (`APPLY_PATCH` → `apply_patch`), else the generic name; `None` for a name no
/// agent has.
pub fn spelling(name: &str) -> Option<&'static str> {
    let lesson_names = KINDS.iter().flat_map(|(_, kind)| kind.lesson_names());
    let native = ALL.iter().flat_map(|a| a.spec().tools.iter().map(|(n, _)| n));
    let generic = tool::GENERIC_TOOLS.iter().map(|(n, _)| n);
    lesson_names.chain(native).chain(generic).find(|n| n.eq_ignore_ascii_case(name)).copied()
}

/// A tool no agent declares but one may still call: an MCP server's (`mcp__github__create_pr` in
/// Claude Code and Codex, `mcp_github_create_pr` in Hermes).
pub fn is_foreign(name: &str) -> bool {
    spelling(name).is_none() && (name.starts_with("mcp_") || name.contains("__"))
}

/// Why a lesson for `name` could never fire, with the nearest right spelling; `Ok` for a tool
/// some agent has (or an MCP tool).
pub fn check(name: &str) -> Result<(), String> {
    let exact = |n: &&str| *n == name;
    let known_exactly = KINDS.iter().flat_map(|(_, kind)| kind.lesson_names()).any(|n| n == &name)
        || ALL.iter().any(|a| a.spec().tools.iter().map(|(n, _)| n).any(exact))
        || tool::GENERIC_TOOLS.iter().map(|(n, _)| n).any(exact);
    let kind = KINDS.iter().find(|(word, _)| word.eq_ignore_ascii_case(name)).map(|(_, kind)| *kind);
    // `Shell` is a kind, not a tool: its tools have other names in every agent.
    let Some(kind) = kind.filter(|_| !known_exactly) else {
        if spelling(name).is_some() || is_foreign(name) {
            return Ok(());
        }
        let hint = match nearest(name) {
            Some(near) => format!("did you mean `{near}`?"),
            None => {
                "name a tool as an agent calls it (`Bash`, `Edit`, `apply_patch`, …), or `mcp__SERVER__TOOL`".into()
            }
        };
        return Err(format!("`{name}` is no agent's tool: {hint}"));
    };
    let per_agent: Vec<String> = ALL
        .iter()
        .filter_map(|a| {
            let (native, _) = a.spec().tools.iter().find(|(_, k)| *k == kind)?;
            Some(format!("{native} ({})", a.name()))
        })
        .collect();
    let lesson = kind.lesson_names().first().map(|l| format!("; `{l}` names them all")).unwrap_or_default();
    Err(format!("`{name}` is no agent's tool: {}{lesson}", per_agent.join(", ")))
}

/// The kinds by the word a person may write for one (`shell`, `edit`, …).
const KINDS: &[(&str, ToolKind)] = &[
    ("shell", ToolKind::Shell),
    ("edit", ToolKind::Edit),
    ("patch", ToolKind::Patch),
    ("write", ToolKind::Write),
    ("read", ToolKind::Read),
    ("search", ToolKind::Search),
    ("fetch", ToolKind::Fetch),
    ("ask_user", ToolKind::AskUser),
    ("todo", ToolKind::Todo),
];

/// The known name closest to `name`, when it is close enough to be a typo.
fn nearest(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    let names =
        ALL.iter().flat_map(|a| a.spec().tools.iter().map(|(n, _)| *n)).chain(["Bash", "Edit", "Write", "Read"]);
    names
        .map(|n| (strsim::jaro_winkler(&lower, &n.to_ascii_lowercase()), n))
        .filter(|(score, _)| *score >= 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_agents_names_and_the_kinds_lesson_names_are_known_in_one_spelling() {
        assert_eq!(spelling("bash"), Some("Bash"));
        assert_eq!(spelling("BASH"), Some("Bash"));
        assert_eq!(spelling("terminal"), Some("terminal"));
        assert_eq!(spelling("Apply_Patch"), Some("apply_patch"));
        assert!(check("mcp__github__create_pr").is_ok());
        assert!(check("mcp_github_create_pr").is_ok());
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_nearest_spelling() {
        let kind = check("Search").unwrap_err();
        assert!(kind.starts_with("`Search` is no agent's tool: Glob (Claude Code), "), "{kind}");
        assert!(kind.contains("Grep (Cursor)") && kind.contains("grep (GitHub Copilot CLI)"), "{kind}");
        assert!(check("Shell").is_ok(), "Cursor's own name");
        assert!(check("shell").is_ok(), "Codex's own name");
        assert!(check("bash").is_ok() && check("Edit").is_ok() && check("edit").is_ok());
        let typo = check("Bsah").unwrap_err();
        assert!(typo.contains("did you mean `Bash`?"), "{typo}");
        let asked = check("Fetching").unwrap_err();
        assert!(asked.contains("is no agent's tool"), "{asked}");
    }
}
