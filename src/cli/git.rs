use std::path::Path;

use clap::Subcommand;

use super::Failure;
use agent_trace::git;

#[derive(Debug, Subcommand)]
pub enum GitCommand {
    /// Register the lessons merge driver in this clone's config and add the .gitattributes line.
    InstallMergeDriver,
}

pub fn run(command: GitCommand, cwd: &Path) -> Result<(), Failure> {
    match command {
        GitCommand::InstallMergeDriver => {
            let repo = git::Repo::discover(cwd)?;
            let binary = std::env::current_exe()?;
            let outcome = git::install_merge_driver(&repo, &binary)?;
            let report = |changed: bool, what: String| {
                println!("{} {what}", if changed { "updated  " } else { "unchanged" });
            };
            report(
                outcome.config_changed,
                format!(
                    "{}  merge.{}.driver = {}",
                    repo.config_path().display(),
                    git::DRIVER_NAME,
                    git::driver_command(&binary)
                ),
            );
            match repo.workdir() {
                Some(root) => report(
                    outcome.attributes_changed,
                    format!("{}  {}", root.join(".gitattributes").display(), git::attributes_line()),
                ),
                None => println!("skipped    .gitattributes (bare repository)"),
            }
            Ok(())
        }
    }
}
