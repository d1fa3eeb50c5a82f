//===- Translate.cpp - The accc pipeline on one translation unit ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The pipeline reads as one function, translateAST():
//   1. Frontend: clang -fopenacc parsed and Sema-checked the source; collect
//      the compute constructs, data directives and declare directives (and
//      report what is not supported yet).
//   2. Analysis: effective directives, clause checks, loop partitioning,
//      data attributes, reduction promotion (data and declare directives:
//      their explicit data clauses).
//   3. TransformACCToOMP: one OMPNode per OpenACC construct.
//   4. Print: the requested source, AST print, or dump.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"
#include "accc/Driver/Config.h"
#include "accc/Driver/Driver.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Print/ASTPrinter.h"
#include "accc/Print/SourcePrinter.h"
#include "accc/Print/TreeDumper.h"
#include "accc/Transform/TransformACCToOMP.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <regex>

using namespace clang;

namespace accc::driver {

namespace {

void translateAST(ASTContext &Ctx, TranslateJob &Job) {
  Diagnoser Diags(Ctx.getDiagnostics());
  if (Diags.hasErrors())
    return; // clang's Sema already rejected the OpenACC

  // 1. Frontend
  frontend::CollectedDirectives Collected =
      frontend::collectConstructs(Ctx, Diags);

  // 2. Analysis and 3. TransformACCToOMP, construct by construct.
  std::vector<const OpenACCConstructStmt *> Roots;
  std::vector<std::unique_ptr<analysis::ComputeRegion>> Regions;
  transform::Translation Translation;
  transform::TransformACCToOMP Transform(Job.Options, Ctx, Diags, Translation);
  std::vector<std::unique_ptr<analysis::DeclareDirective>> Declares;
  for (const frontend::CollectedDeclare &C : Collected.Declares) {
    std::unique_ptr<analysis::DeclareDirective> D =
        analysis::analyzeDeclare(C, Ctx, Diags);
    if (!D)
      continue;
    Transform.translate(*D);
    if (Job.Info)
      for (const std::string &Line : Translation.lookup(C.Decl)->Node.Info)
        Diags.report(C.Decl->getDirectiveLoc(), DiagID::remark_acc_info) << Line;
    Declares.push_back(std::move(D));
  }
  for (const frontend::CollectedRoutine &R : Collected.Routines) {
    Transform.translate(R);
    if (Job.Info)
      for (const std::string &Line : Translation.routines().back().Lines)
        Diags.report(R.Begin, DiagID::remark_acc_info) << "routine -> " + Line;
  }
  for (const frontend::CollectedConstruct &C : Collected.Constructs) {
    Roots.push_back(C.Node);
    auto Region =
        isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(C.Node)
            ? analysis::analyzeComputeConstruct(C.Node, C.EnclosingData,
                                                C.VisibleDeclares,
                                                Job.Options.Target, Ctx, Diags)
            : analysis::analyzeDataDirective(C.Node, Ctx, Diags);
    if (!Region)
      continue;
    Transform.translate(*Region);
    if (Job.Info)
      Region->forEach([&](analysis::Directive &D) {
        if (const transform::OMPNode *N = Translation.lookup(D.Node))
          if (D.Kind == analysis::DirectiveKind::Parallel || !D.isCombined())
            for (const std::string &Line : N->Info)
              Diags.report(D.Node->getDirectiveLoc(), DiagID::remark_acc_info)
                  << Line;
      });
    if (Job.Info)
      for (const OpenACCConstructStmt *A : Region->InPlace)
        for (const std::string &Line : Translation.lookup(A)->Info)
          Diags.report(A->getDirectiveLoc(), DiagID::remark_acc_info) << Line;
    Regions.push_back(std::move(Region));
  }
  if (Diags.hasErrors())
    return;

  // 4. Print
  llvm::raw_string_ostream OS(Job.Text);
  switch (Job.Output) {
  case OutputKind::CompileInput:
  case OutputKind::Print: {
    print::SourcePrintOptions PO;
    PO.Mode = Job.Output == OutputKind::Print ? Job.Mode : PrintMode::OMP;
    PO.LineMarkers = Job.Output == OutputKind::CompileInput;
    PO.FileName = Job.Source;
    OS << print::printSource(Ctx, Roots, Collected.Declares, Translation, PO);
    break;
  }
  case OutputKind::ASTPrint:
    print::astPrint(OS, Ctx, Job.Mode, Translation);
    break;
  case OutputKind::ASTDump:
    print::dumpTree(OS, Ctx, Regions, Declares, Translation);
    break;
  case OutputKind::None:
    break;
  }
}

class PipelineConsumer : public ASTConsumer {
public:
  explicit PipelineConsumer(TranslateJob &Job) : Job(Job) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    translateAST(Ctx, Job);
  }

private:
  TranslateJob &Job;
};

class PipelineAction : public ASTFrontendAction {
public:
  explicit PipelineAction(TranslateJob &Job) : Job(Job) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<PipelineConsumer>(Job);
  }

private:
  TranslateJob &Job;
};

/// GCC and OpenACC codes written for it spell `atomic capture` as `atomic
/// update capture` (OpenACC 3.3 sec. 2.12 allows one atomic clause; clang 22
/// rejects the second). Returns \p Text with that spelling on `#pragma acc`
/// lines replaced by `capture` padded with spaces, so that every line and
/// column stays where it was, after a warning for each (unless \p Quiet);
/// nullopt when there is none.
std::optional<std::string> readLegacyAtomicCapture(StringRef Path,
                                                   StringRef Text, bool Quiet) {
  static const std::regex Pragma(
      R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+atomic[ \t]+)(update[ \t]+capture)\b)");
  // Most files have no such line: no copy, no regex for them.
  if (!Text.contains("capture"))
    return std::nullopt;
  std::string Out;
  bool Changed = false;
  unsigned LineNo = 0;
  for (StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    ++LineNo;
    std::string L = Line.str();
    std::smatch M;
    if (Line.contains("capture") && std::regex_search(L, M, Pragma)) {
      std::string Word = M[2].str();
      L.replace(M.position(2), Word.size(),
                "capture" + std::string(Word.size() - 7, ' '));
      if (!Quiet)
        llvm::errs() << "accc: warning: " << Path << ":" << LineNo << ":"
                     << M.position(2) + 1
                     << ": 'atomic update capture' read as 'atomic capture' "
                        "(OpenACC 3.3 allows one atomic clause)\n";
      Changed = true;
    }
    Out += L;
    if (Rest.size() > Line.size())
      Out += '\n';
    Rest = Next;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace

/// The OpenACC parse's diagnostics when the translation is compiled next.
/// clang's own warnings (and their notes) are left to that compile, which
/// reports them once at the user's lines, also those that need the control
/// flow of functions holding OpenACC constructs (clang builds no CFG for
/// OpenACC statements); OpenACC's and accc's own are reported here. With
/// \p Quiet (the same file translated again), no warning is.
class DeferredWarnings : public TextDiagnosticPrinter {
public:
  DeferredWarnings(DiagnosticOptions &DiagOpts, bool Quiet)
      : TextDiagnosticPrinter(llvm::errs(), DiagOpts), Quiet(Quiet) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note && Dropping)
      return;
    Dropping = Level == DiagnosticsEngine::Warning && (Quiet || deferred(Info));
    if (!Dropping)
      TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
  }

private:
  bool Quiet;
  bool Dropping = false;

  static bool deferred(const Diagnostic &Info) {
    unsigned ID = Info.getID();
    if (DiagnosticIDs::IsCustomDiag(ID))
      return false; // accc's own
    StringRef Group =
        Info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(ID);
    return !Group.contains("openacc");
  }
};

bool translate(TranslateJob &Job, const DriverOptions &Opts,
               const Toolchain &TC) {
  std::vector<std::string> Args = {
      TC.Clang,
      "-fsyntax-only",
      "-fopenacc",
      // _OPENACC is OpenACC 3.3's value, the version accc implements.
      "-U_OPENACC",
      "-D_OPENACC=" ACCC_OPENACC_VERSION,
      "-resource-dir=" + TC.ResourceDir,
      "-I" + TC.RuntimeIncDir,
  };
  Args.insert(Args.end(), Opts.FrontendFlags.begin(), Opts.FrontendFlags.end());
  Args.push_back(Job.Source);
  // The main file as clang reads it: from disk, or with the legacy atomic
  // spelling replaced (an in-memory file over the real file system).
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  if (auto Buffer = llvm::MemoryBuffer::getFile(Job.Source)) {
    if (auto Legacy = readLegacyAtomicCapture(
            Job.Source, (*Buffer)->getBuffer(), Job.Quiet)) {
      auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
      llvm::SmallString<256> Path(Job.Source);
      llvm::sys::fs::make_absolute(Path);
      Memory->addFile(Path, 0,
                      llvm::MemoryBuffer::getMemBufferCopy(*Legacy, Path));
      if (auto CWD = Overlay->getCurrentWorkingDirectory())
        Memory->setCurrentWorkingDirectory(*CWD);
      Overlay->pushOverlay(Memory);
    }
  }
  llvm::IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), Overlay));
  tooling::ToolInvocation Invocation(
      Args, std::make_unique<PipelineAction>(Job), Files.get());
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  std::unique_ptr<DiagnosticOptions> DiagOpts = CreateAndPopulateDiagOpts(Argv);
  DeferredWarnings Deferred(*DiagOpts, Job.Quiet);
  if (Job.Output == OutputKind::CompileInput)
    Invocation.setDiagnosticConsumer(&Deferred);
  return Invocation.run();
}

} // namespace accc::driver
