//===- PipelineAction.cpp - clang -fopenacc with the accc pipeline --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The plumbing around translateAST (Translate.cpp): the OpenACC parse's
// clang command line, the main file as clang reads it (from disk, or with
// its legacy spellings rewritten: an in-memory file over the real file
// system), clang's ToolInvocation, and the FrontendAction that reports the
// legacy spellings, records the preprocessor's facts (PreprocessorRecorder)
// during the parse and runs the pipeline on the AST. A parse whose only
// errors are clang's rejections of reduction items accc translates runs
// again with those clauses rewritten (ReductionItems.cpp).
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Config.h"
#include "accc/Driver/DeferredWarnings.h"
#include "accc/Driver/Driver.h"
#include "accc/Driver/LegacySpelling.h"
#include "accc/Driver/ReductionItems.h"
#include "accc/Driver/Runner.h"
#include "accc/Driver/Translate.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <regex>

using namespace clang;

namespace accc::driver {

namespace {

class PipelineConsumer : public ASTConsumer {
public:
  PipelineConsumer(TranslateJob &Job, const WarningOptions &Warnings,
                   const LegacySpellingFS &Legacy,
                   const frontend::PreprocessorFacts &Facts,
                   const RejectedReductionProbe *Probe)
      : Job(Job), Warnings(Warnings), Legacy(Legacy), Facts(Facts),
        Probe(Probe) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    translateAST(Ctx, Job, Warnings, Legacy.places(), Facts,
                 Probe && Probe->rejectedOnly());
  }

private:
  TranslateJob &Job;
  const WarningOptions &Warnings;
  const LegacySpellingFS &Legacy;
  const frontend::PreprocessorFacts &Facts;
  const RejectedReductionProbe *Probe;
};

class PipelineAction : public ASTFrontendAction {
public:
  /// \p Legacy: the file system that rewrote the legacy spellings of the
  /// files clang read, whose places the pipeline reports.
  /// \p Probe, if given, watches the parse's diagnostics
  /// (ReductionItems.h), which go to \p DiagOS.
  PipelineAction(TranslateJob &Job, const WarningOptions &Warnings,
                 const LegacySpellingFS &Legacy,
                 frontend::PreprocessorFacts &Facts,
                 RejectedReductionProbe *Probe, llvm::raw_ostream &DiagOS)
      : Job(Job), Warnings(Warnings), Legacy(Legacy), Facts(Facts),
        Probe(Probe), DiagOS(DiagOS) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // Before the parse, which preprocesses the file as it goes.
    if (Probe)
      Probe->attach(CI.getDiagnostics());
    CI.setVerboseOutputStream(DiagOS); // "N errors generated" too
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<frontend::PreprocessorRecorder>(
            CI.getSourceManager(), CI.getLangOpts(), Facts));
    return std::make_unique<PipelineConsumer>(Job, Warnings, Legacy, Facts,
                                              Probe);
  }

private:
  TranslateJob &Job;
  const WarningOptions &Warnings;
  const LegacySpellingFS &Legacy;
  frontend::PreprocessorFacts &Facts;
  RejectedReductionProbe *Probe;
  llvm::raw_ostream &DiagOS;
};

} // namespace

namespace {

/// The OpenACC parse's command line for \p Job.
std::vector<std::string> parseArgs(const TranslateJob &Job,
                                   const DriverOptions &Opts,
                                   const Toolchain &TC) {
  std::vector<std::string> Args = {TC.Clang, "-fsyntax-only",
                                    "-resource-dir=" + TC.ResourceDir};
  std::vector<std::string> Source = TC.openaccSourceFlags();
  Args.insert(Args.end(), Source.begin(), Source.end());
  Args.insert(Args.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
  // The compile's own flags, which define macros as well (-O2:
  // __OPTIMIZE__, -march: __AVX2__): the parse sees the code the compile
  // reads. Not its dependency-file flags: the compile writes that file.
  std::vector<std::string> Compile = withoutMacroFlags(compileFlags(Opts));
  Args.insert(Args.end(), Compile.begin(), Compile.end());
  Args.push_back("-Wno-unused-command-line-argument");
  std::string MainFile = Job.Unit.empty() ? Job.Source : Job.Unit;
  if (!Job.Unit.empty()) { // its macros are defined in it
    Args = withoutMacroFlags(Args);
    // Its line markers are accc's, not the user's GNU extension; its
    // #define lines were the preprocessor's to warn of (Runner::compile).
    Args.insert(Args.end(), {"-Wno-gnu-line-marker", "-Wno-macro-redefined",
                             "-Wno-unused-macros"});
  }
  Args.push_back(MainFile);
  return Args;
}

/// One parse of \p Job with the command line \p Args, and the pipeline on
/// its AST; the diagnostics go to \p OS, watched by \p Probe if given.
/// Every file is read as LegacySpellingFS rewrites it, the clauses of
/// \p Rejected's items read as `private` (ReductionItems.h), and the
/// `firstprivate` clauses of \p Firstprivate's directives; the directives
/// of \p LibraryRoutines and \p CrashingBinds are blanked (LegacySpelling
/// .cpp rules 7 and 8). Returns
/// whether it succeeded, or nullopt where clang crashed.
std::optional<bool> parseOnce(TranslateJob &Job, const DriverOptions &Opts,
                              const std::vector<std::string> &Args,
                              const RejectedItemMap &Rejected,
                              const DirectiveLineMap &Firstprivate,
                              const DirectiveLineMap &LibraryRoutines,
                              const DirectiveLineMap &CrashingBinds,
                              llvm::raw_ostream &OS,
                              RejectedReductionProbe *Probe,
                              frontend::PreprocessorFacts &Facts) {
  auto Legacy = llvm::makeIntrusiveRefCnt<LegacySpellingFS>(
      llvm::vfs::getRealFileSystem(), Rejected, Firstprivate, LibraryRoutines,
      CrashingBinds);
  llvm::IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), Legacy));
  tooling::ToolInvocation Invocation(
      Args,
      std::make_unique<PipelineAction>(Job, Opts.Warnings, *Legacy, Facts,
                                       Probe, OS),
      Files.get());
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  std::unique_ptr<DiagnosticOptions> DiagOpts = CreateAndPopulateDiagOpts(Argv);
  // Of the parse of a source that is compiled, clang's warnings other than
  // OpenACC's are left to the compile of its translation; the parse of a
  // preprocessed unit follows a parse of the source that reported them.
  DeferredWarnings Deferred(OS, *DiagOpts,
                            Job.Quiet           ? KeptWarnings::None
                            : Job.Unit.empty() ? KeptWarnings::OpenACCAndAccc
                                               : KeptWarnings::Accc);
  DeferredWarnings All(OS, *DiagOpts, KeptWarnings::All);
  Invocation.setDiagnosticConsumer(
      Job.Output == OutputKind::CompileInput || !Job.Unit.empty()
          ? static_cast<DiagnosticConsumer *>(&Deferred)
          : &All);
  // clang's OpenACC front end crashes on some malformed directives
  // (`declare create((x))`): stop with an error at the directive the parse
  // was reading, never with a stack dump.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext Recovery;
  bool Ok = false;
  if (Recovery.RunSafely([&] { Ok = Invocation.run(); }))
    return Ok;
  return std::nullopt;
}

/// Whether the parse that crashed at \p Facts' latest directive is to be
/// done again with that directive read otherwise: its `firstprivate`
/// clauses as `private` (LegacySpelling.cpp rule 6), added to
/// \p Firstprivate, else a `routine` directive with `bind` blanked (rule
/// 8), added to \p CrashingBinds; each directive once.
bool retryAfterCrash(const frontend::PreprocessorFacts &Facts,
                     DirectiveLineMap &Firstprivate,
                     DirectiveLineMap &CrashingBinds) {
  if (Facts.LatestOpenACCLine == 0)
    return false;
  auto Buffer = llvm::MemoryBuffer::getFile(Facts.LatestOpenACCFile);
  if (!Buffer)
    return false;
  // The directive's lines: from its own through its continuations.
  llvm::SmallVector<llvm::StringRef, 0> FileLines;
  (*Buffer)->getBuffer().split(FileLines, '\n');
  std::string Directive;
  for (size_t I = Facts.LatestOpenACCLine - 1; I < FileLines.size(); ++I) {
    Directive += FileLines[I].str();
    if (!FileLines[I].rtrim(" \t\r").ends_with("\\"))
      break;
  }
  llvm::StringRef D(Directive);
  auto Retry = [&](DirectiveLineMap &Map) {
    std::vector<unsigned> &Lines = Map[Facts.LatestOpenACCFile];
    if (llvm::is_contained(Lines, Facts.LatestOpenACCLine))
      return false;
    Lines.push_back(Facts.LatestOpenACCLine);
    return true;
  };
  if (D.contains("firstprivate") && Retry(Firstprivate))
    return true;
  if (!D.contains("routine"))
    return false;
  if (D.contains("bind"))
    return Retry(CrashingBinds);
  // A `routine` directive without `bind` crashes clang 22 too where an
  // earlier function has a `routine` with `bind` next to another `routine`
  // directive of its (the comparison of their binds left it in a state
  // that a later routine directive reads): that earlier directive is
  // blanked, the latest first.
  static const std::regex RoutineLine(R"(^\s*#\s*pragma\s+acc\s+routine\b)");
  auto IsRoutine = [&](size_t I) {
    return std::regex_search(FileLines[I].str(), RoutineLine);
  };
  auto Neighbour = [&](size_t I, int Step) {
    // The next line of code (blank and comment lines aside).
    for (size_t J = I + Step; J < FileLines.size(); J += Step)
      if (llvm::StringRef T = FileLines[J].trim();
          !T.empty() && !T.starts_with("//"))
        return IsRoutine(J);
    return false;
  };
  std::vector<unsigned> &Blanked = CrashingBinds[Facts.LatestOpenACCFile];
  for (size_t I = Facts.LatestOpenACCLine - 1; I-- > 0;) {
    if (!IsRoutine(I) || !FileLines[I].contains("bind") ||
        llvm::is_contained(Blanked, unsigned(I) + 1))
      continue;
    if (Neighbour(I, -1) || Neighbour(I, +1)) {
      Blanked.push_back(unsigned(I) + 1);
      return true;
    }
  }
  return false;
}

} // namespace

bool translate(TranslateJob &Job, const DriverOptions &Opts,
               const Toolchain &TC) {
  std::vector<std::string> Args = parseArgs(Job, Opts, TC);
  // A parse whose only errors reject reduction items that accc translates
  // is done again with their clauses read as `private` (ReductionItems.cpp),
  // unless the preprocessed unit is to be translated instead; its
  // diagnostics wait until that is known.
  std::string Held;
  llvm::raw_string_ostream HeldOS(Held);
  HeldOS.enable_colors(llvm::errs().has_colors());
  // A parse that crashes clang at a directive with a `firstprivate` clause
  // is done again with its clauses read as `private` (LegacySpelling.cpp
  // rule 6), at a `routine` directive with `bind` with it blanked (rule 8),
  // for each such directive in turn.
  DirectiveLineMap Firstprivate, CrashingBinds;
  std::unique_ptr<RejectedReductionProbe> Probe;
  frontend::PreprocessorFacts Facts;
  std::optional<bool> Ok;
  do {
    Held.clear();
    Probe = std::make_unique<RejectedReductionProbe>();
    Facts = frontend::PreprocessorFacts();
    Ok = parseOnce(Job, Opts, Args, {}, Firstprivate, {}, CrashingBinds,
                   HeldOS, Probe.get(), Facts);
  } while (!Ok && retryAfterCrash(Facts, Firstprivate, CrashingBinds));
  if (Ok && Probe->rejectedOnly() && !Job.NeedsPreprocessedUnit) {
    Facts = frontend::PreprocessorFacts();
    Ok = parseOnce(Job, Opts, Args, Probe->items(), Firstprivate,
                   Probe->libraryRoutines(), CrashingBinds, llvm::errs(),
                   nullptr, Facts);
  } else {
    llvm::errs() << Held;
  }
  if (Ok)
    return *Ok;
  llvm::errs() << (Facts.LatestOpenACC.empty() ? Job.Source
                                               : Facts.LatestOpenACC)
               << ": error: clang's OpenACC front end crashed reading this "
                  "directive; accc cannot compile it (please report it, "
                  "with the directive)\n";
  return false;
}

} // namespace accc::driver
