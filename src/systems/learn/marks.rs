//! A person's marks on flags: right (a real mistake) or wrong (a false positive), with a note.
//! Kept privately (`flag-marks.json`); a flag marked wrong never becomes a candidate again, and
//! `flags --precision` counts each rule's marks.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::systems::lessons::Timestamp;
use crate::systems::rules::Verdict;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub right: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub at: Timestamp,
    /// The rule of the flag, for the precision report once the flag itself is gone.
    pub rule: String,
}

/// The marks by flag id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marks {
    pub by_id: BTreeMap<String, Mark>,
}

fn file(data_dir: &Path) -> PathBuf {
    data_dir.join("flag-marks.json")
}

impl Marks {
    pub fn load(data_dir: &Path) -> Marks {
        fs_err::read(file(data_dir)).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
    }

    pub fn save(&self, data_dir: &Path) -> std::io::Result<()> {
        let bytes = serde_json::to_vec_pretty(self).expect("marks serialize");
        crate::files::write_private(&file(data_dir), &bytes).map(drop)
    }

    /// Whether a person marked `verdict` a false positive.
    pub fn wrong(&self, verdict: &Verdict) -> bool {
        self.by_id.get(&verdict.id()).is_some_and(|m| !m.right)
    }

    /// Per rule: flags marked right, flags marked wrong.
    pub fn per_rule(&self) -> BTreeMap<&str, (usize, usize)> {
        let mut tally: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        for mark in self.by_id.values() {
            let entry = tally.entry(mark.rule.as_str()).or_default();
            if mark.right { entry.0 += 1 } else { entry.1 += 1 }
        }
        tally
    }
}
