//! Every relative link in the README, CONTRIBUTING.md and the book leads to a file that exists,
//! and a `#anchor` to a heading there. External links are not fetched (the suite runs offline).

use std::path::{Path, PathBuf};

use regex::Regex;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn documents() -> Vec<PathBuf> {
    let mut docs = vec![root().join("README.md"), root().join("CONTRIBUTING.md")];
    let book = root().join("docs/src");
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&book)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    docs.extend(pages);
    docs
}

/// Text outside code blocks and code spans, where links are links.
fn prose(text: &str) -> String {
    let blocks = Regex::new(r"(?s)```.*?```").unwrap();
    let spans = Regex::new(r"`[^`\n]*`").unwrap();
    spans.replace_all(&blocks.replace_all(text, ""), "").into_owned()
}

/// The anchors mdBook gives a page's headings.
fn anchors(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).unwrap();
    let blocks = Regex::new(r"(?s)```.*?```").unwrap();
    blocks
        .replace_all(&text, "")
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| {
            let title = l.trim_start_matches('#').trim().to_lowercase();
            title.chars().filter(|c| c.is_alphanumeric() || *c == '-' || *c == ' ' || *c == '_').collect::<String>()
        })
        .map(|t| t.replace(' ', "-"))
        .collect()
}

fn broken_links(doc: &Path) -> Vec<String> {
    let text = prose(&std::fs::read_to_string(doc).unwrap());
    let link = Regex::new(r"\]\(([^)\s]+)\)").unwrap();
    let mut broken = Vec::new();
    for target in link.captures_iter(&text).map(|c| c[1].to_string()) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (path, anchor) = target.split_once('#').map_or((target.as_str(), None), |(p, a)| (p, Some(a)));
        let full = if path.is_empty() { doc.to_path_buf() } else { doc.parent().unwrap().join(path) };
        if !full.exists() {
            broken.push(format!("{}: {target}: no such file", doc.display()));
        } else if let Some(anchor) = anchor.filter(|_| full.extension().is_some_and(|e| e == "md"))
            && !anchors(&full).iter().any(|a| a == anchor)
        {
            broken.push(format!("{}: {target}: no such heading", doc.display()));
        }
    }
    broken
}

#[test]
fn every_relative_link_in_the_docs_leads_somewhere() {
    let broken: Vec<String> = documents().iter().flat_map(|d| broken_links(d)).collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_checker_sees_a_broken_link() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("page.md");
    std::fs::write(dir.path().join("there.md"), "# A heading\n").unwrap();
    std::fs::write(
        &doc,
        "[ok](there.md) [ok](there.md#a-heading) [gone](missing.md) [no](there.md#nope) `[code](x.md)`\n",
    )
    .unwrap();
    let broken = broken_links(&doc);
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(broken[0].contains("missing.md") && broken[1].contains("#nope"));
}
