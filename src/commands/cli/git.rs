use std::path::Path;

use clap::Subcommand;

use super::Failure;
use crate::files::git;
use crate::files::project::Project;

#[derive(Debug, Subcommand)]
pub enum GitCommand {
    /// Register the lessons merge driver in this clone's config and add the .gitattributes line.
    InstallMergeDriver,
}

pub fn run(command: GitCommand, cwd: &Path) -> Result<(), Failure> {
    match command {
        GitCommand::InstallMergeDriver => {
            let repo = git::Repo::discover(cwd)?;
            let project = Project::find(cwd).map_err(git::Error::from)?;
            let binary = std::env::current_exe()?;
            let outcome = git::install_merge_driver(&repo, project.as_ref(), &binary)?;
            let report = |changed: bool, what: String| -> Result<(), Failure> {
                outln!("{} {what}", if changed { "updated  " } else { "unchanged" });
                Ok(())
            };
            report(
                outcome.config_changed,
                format!(
                    "{}  merge.{}.driver = {}",
                    repo.config_path().display(),
                    git::DRIVER_NAME,
                    git::driver_command(&binary)
                ),
            )?;
            match &project {
                Some(project) => report(
                    outcome.attributes_changed,
                    format!("{}  {}", project.attributes_path().display(), git::attributes_line()),
                )?,
                None => outln!("skipped    .gitattributes (bare repository)"),
            }
            Ok(())
        }
    }
}
