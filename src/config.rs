//! `config.toml`: yours in `$AGENT_TRACE_HOME`, then the project's in `.agent-trace/` (committed),
//! the later one winning key by key.

use std::path::{Path, PathBuf};

use crate::lessons::store::{PROJECT_DIR, find_project_root};

/// The `[name]` tables (or inline tables) of the config files that exist, in the order they apply.
pub fn sections(data_dir: Option<&Path>, cwd: &Path, name: &str) -> Result<Vec<(PathBuf, toml_edit::Item)>, String> {
    let files = data_dir
        .map(|d| d.join("config.toml"))
        .into_iter()
        .chain(find_project_root(cwd).map(|r| r.join(PROJECT_DIR).join("config.toml")));
    let mut tables = Vec::new();
    for file in files {
        let Ok(text) = fs_err::read_to_string(&file) else { continue };
        let doc: toml_edit::DocumentMut = text.parse().map_err(|e| format!("{}: {e}", file.display()))?;
        if let Some(table) = doc.get(name).filter(|t| t.is_table_like()) {
            tables.push((file, table.clone()));
        }
    }
    Ok(tables)
}
