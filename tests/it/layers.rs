//! The source tree reads top to bottom: a module imports only from its own layer or a lower one,
//! the module graph has no cycle, and no agent's module reaches into another agent's.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: each is a folder of `src/`, so the tree shows them. The binary's
/// own files (`src/main.rs`, its `src/allocator.rs`) sit above all of them.
const LAYERS: [(&str, &[&str]); 4] = [
    ("model and files", &["model", "files"]),
    ("agents", &["agents"]),
    ("systems", &["systems"]),
    ("commands", &["commands"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The first path segments a source names after `crate::`, in `use` lines (grouped ones too) and
/// in paths written inline. Comment lines are not code, and a file's unit tests (its trailing
/// `#[cfg(test)] mod tests`) may use any layer.
fn crate_paths(source: &str) -> Vec<Vec<String>> {
    let source = source.find("#[cfg(test)]\nmod tests").map_or(source, |at| &source[..at]);
    let code: String = source.lines().filter(|l| !l.trim_start().starts_with("//")).flat_map(|l| [l, "\n"]).collect();
    let mut paths = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        paths.extend(expand(rest));
    }
    paths
}

/// `a::b`, `a::{b, c::d}` or `{a, b::{c}}` at the start of `text`, as the paths it names.
fn expand(text: &str) -> Vec<Vec<String>> {
    let ident_end = |s: &str| s.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(s.len());
    if let Some(group) = text.strip_prefix('{') {
        let mut depth = 0;
        let mut items = Vec::new();
        let mut start = 0;
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    items.push(&group[start..i]);
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(&group[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        return items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()).flat_map(expand).collect();
    }
    let end = ident_end(text);
    let head = text[..end].to_string();
    if head.is_empty() {
        return Vec::new();
    }
    match text[end..].strip_prefix("::") {
        Some(tail) => {
            let tails = expand(tail);
            if tails.is_empty() {
                vec![vec![head]]
            } else {
                tails.into_iter().map(|t| std::iter::once(head.clone()).chain(t).collect()).collect()
            }
        }
        None => vec![vec![head]],
    }
}

/// Each library source file with its layer folder, its module (`systems::recall`, `files::git`, or
/// the folder itself for its `mod.rs`) and its agent, under `agents/<agent>/`.
fn library_files() -> Vec<(PathBuf, String, String, Option<String>)> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    files
        .into_iter()
        .filter_map(|path| {
            let rel = path.strip_prefix(src()).unwrap().to_path_buf();
            let parts: Vec<String> =
                rel.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
            if matches!(parts[0].as_str(), "main" | "lib" | "allocator") {
                return None;
            }
            let module = module_of(&parts).unwrap_or_else(|| parts[0].clone());
            let agent = (parts[0] == "agents" && parts.len() > 1 && is_agent(&parts[1])).then(|| parts[1].clone());
            Some((path, parts[0].clone(), module, agent))
        })
        .collect()
}

/// The module a path names: `layer::module` where `src/<layer>/<module>` is a file or folder, the
/// layer alone for its own items (`crate::files::write_private`), `None` outside the layers.
fn module_of(path: &[String]) -> Option<String> {
    let layer = path.first().filter(|l| layer_of(l).is_some())?;
    let is_module = |name: &str| {
        name != "mod"
            && (src().join(layer).join(format!("{name}.rs")).exists() || src().join(layer).join(name).is_dir())
    };
    Some(match path.get(1).filter(|name| is_module(name)) {
        Some(name) => format!("{layer}::{name}"),
        None => layer.clone(),
    })
}

/// An agent's module is a folder or file under `agents/` that implements `Adapter` (the shared
/// wires such as `plugin/` and `command_hook.rs` are not agents).
fn is_agent(name: &str) -> bool {
    let dir = src().join("agents");
    [dir.join(name).join("mod.rs"), dir.join(format!("{name}.rs"))]
        .iter()
        .any(|file| std::fs::read_to_string(file).is_ok_and(|s| s.contains("impl Adapter for")))
}

fn layer_of(folder: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, folders)| folders.contains(&folder))
}

#[test]
fn every_source_file_is_in_a_layer() {
    for (path, layer, _, _) in library_files() {
        assert!(layer_of(&layer).is_some(), "{}: `{layer}` is no layer of tests/it/layers.rs", path.display());
    }
    for folder in LAYERS.iter().flat_map(|(_, f)| f.iter()) {
        assert!(src().join(folder).join("mod.rs").exists(), "layer table names `{folder}`, which is no folder");
    }
}

#[test]
fn no_module_imports_from_a_higher_layer() {
    let mut upward = Vec::new();
    for (path, layer, module, _) in library_files() {
        let own = layer_of(&layer).unwrap_or(0);
        for target in crate_paths(&std::fs::read_to_string(&path).unwrap()).into_iter().map(|p| p[0].clone()) {
            if let Some(higher) = layer_of(&target).filter(|l| *l > own) {
                upward.push(format!(
                    "{}: `{module}` ({}) imports `{target}` ({})",
                    path.strip_prefix(src()).unwrap().display(),
                    LAYERS[own].0,
                    LAYERS[higher].0
                ));
            }
        }
    }
    assert!(upward.is_empty(), "imports from a higher layer:\n{}", upward.join("\n"));
}

#[test]
fn the_module_graph_has_no_cycle() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, _, module, _) in library_files() {
        for target in crate_paths(&std::fs::read_to_string(&path).unwrap()).iter().filter_map(|p| module_of(p)) {
            if target != module {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    // Depth-first search, reporting the first cycle as its chain of modules.
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            return Some(stack[at..].iter().cloned().chain([node.to_string()]).collect());
        }
        if !done.insert(node.to_string()) {
            return None;
        }
        stack.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, edges, stack, done) {
                return Some(cycle);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    for node in edges.keys() {
        if let Some(cycle) = visit(node, &edges, &mut Vec::new(), &mut done) {
            panic!("the module graph has a cycle: {}", cycle.join(" → "));
        }
    }
}

#[test]
fn no_agent_module_reaches_into_another_agents() {
    for (path, _, _, agent) in library_files() {
        let Some(agent) = agent else { continue };
        for import in crate_paths(&std::fs::read_to_string(&path).unwrap()) {
            if import.len() > 1 && import[0] == "agents" && is_agent(&import[1]) {
                assert_eq!(
                    import[1],
                    agent,
                    "{}: imports another agent's module: {}",
                    path.display(),
                    import.join("::")
                );
            }
        }
    }
}

#[test]
fn the_import_reader_sees_grouped_and_inline_paths() {
    let paths = crate_paths(
        "use crate::{lessons::{Event, file}, model};\n// crate::cli in a comment\nlet x = crate::hook::run();\n\
         #[cfg(test)]\nmod tests {\n    use crate::cli;\n}\n",
    );
    let heads: Vec<&str> = paths.iter().map(|p| p[0].as_str()).collect();
    assert_eq!(heads, ["lessons", "lessons", "model", "hook"]);
    assert_eq!(paths[1], ["lessons", "file"]);
}
