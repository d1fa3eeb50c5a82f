//===- Translate.cpp - The accc pipeline on one translation unit ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The pipeline reads as one function, translateAST(), one call per stage:
//   1. collect: clang -fopenacc parsed and Sema-checked the source (the
//      reduction clauses it read as `private` become reductions again:
//      ReductionItems.cpp); the Frontend collects the compute constructs, data directives, declare
//      and routine directives of the main file (and reports what is not
//      supported yet). Where a directive is outside the main file's text
//      (in a header, or from a macro), the pipeline stops here and the
//      driver runs it on the source's preprocessed unit instead.
//   2. analyze all: effective directives, clause checks, loop partitioning,
//      data attributes, reduction promotion (data and declare directives:
//      their explicit data clauses).
//   3. lower all: TransformACCToOMP gives each OpenACC directive its
//      OMPNode, declares first, then routines, then constructs.
//   4. report: the -Minfo=accel remarks, and the warning that the source's
//      own OpenMP directives are ignored where the output drops them.
//   5. print: the requested source, AST print, or dump, unless an error
//      was reported.
// Every stage runs on the whole translation unit before the next: a
// construct that fails analysis is left out of the later stages, the
// others go on, so that one run reports every error.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Translate.h"
#include "accc/Driver/ReductionItems.h"
#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/ElementItems.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Print/ASTPrinter.h"
#include "accc/Print/SourcePrinter.h"
#include "accc/Print/TreeDumper.h"
#include "accc/Transform/TransformACCToOMP.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::driver {

namespace {

/// What the analysis made of the collected directives, in source order.
struct AnalyzedUnit {
  /// The `declare` directives that can be translated.
  std::vector<std::pair<const frontend::CollectedDeclare *,
                        std::unique_ptr<analysis::DeclareDirective>>>
      Declares;
  /// Every collected construct (the printer finds the translated ones).
  std::vector<const OpenACCConstructStmt *> Roots;
  /// The constructs that can be translated.
  std::vector<std::unique_ptr<analysis::DirectiveTree>> Trees;
};

AnalyzedUnit analyzeAll(const frontend::CollectedDirectives &Collected,
                        TargetKind Target, ASTContext &Ctx, Diagnoser &Diags) {
  AnalyzedUnit A;
  if (Target == TargetKind::GPU)
    analysis::checkRoutineGlobals(Collected, Ctx, Diags);
  for (const frontend::CollectedDeclare &C : Collected.Declares) {
    if (C.InComputeConstruct)
      continue; // nothing to do: lowerAll
    if (auto D = analysis::analyzeDeclare(C, Ctx, Diags))
      A.Declares.push_back({&C, std::move(D)});
  }
  for (const frontend::CollectedConstruct &C : Collected.Constructs) {
    A.Roots.push_back(C.Node);
    auto Tree =
        isa<OpenACCComputeConstruct, OpenACCCombinedConstruct>(C.Node)
            ? analysis::analyzeComputeConstruct(C.Node, C.EnclosingData,
                                                C.VisibleDeclares, Target, Ctx,
                                                Diags)
            : analysis::analyzeStandaloneDirective(C.Node, Target, Ctx,
                                                   Diags);
    if (Tree)
      A.Trees.push_back(std::move(Tree));
  }
  return A;
}

void lowerAll(const AnalyzedUnit &Analyzed,
              const frontend::CollectedDirectives &Directives,
              const TranslateOptions &Options, ASTContext &Ctx,
              Diagnoser &Diags, transform::Translation &Translation,
              llvm::ArrayRef<analysis::MemberStandIn> StandIns) {
  transform::TransformACCToOMP Transform(Options, Ctx, Diags, Translation,
                                         StandIns);
  for (const auto &[Collected, D] : Analyzed.Declares)
    Transform.translate(*D);
  // A declare of a compute region's own locals: no OpenMP (the printer
  // discards the directive).
  for (const frontend::CollectedDeclare &C : Directives.Declares)
    if (C.InComputeConstruct)
      Translation.declareFor(C.Decl);
  for (const frontend::CollectedRoutine &R : Directives.Routines)
    Transform.translate(R);
  Transform.translate(Directives.CallSiteBinds);
  for (const auto &Tree : Analyzed.Trees)
    Transform.translate(*Tree);
}

/// -Minfo=accel: each translated directive's OMPNode::Info lines as remarks
/// at its directive, declares first, then routines, then constructs: a
/// region's directives root first (a combined construct once, at its
/// effective parallel), then the constructs translated in place in it
/// (atomic, cache).
void reportMapping(const AnalyzedUnit &Analyzed,
                   const std::vector<frontend::CollectedRoutine> &Routines,
                   const transform::Translation &Translation,
                   Diagnoser &Diags) {
  auto Report = [&](SourceLocation Loc, const std::vector<std::string> &Lines,
                    StringRef Prefix = "") {
    for (const std::string &Line : Lines)
      Diags.report(Loc, DiagID::remark_acc_info) << (Prefix + Line).str();
  };
  for (const auto &[Collected, D] : Analyzed.Declares)
    Report(Collected->Decl->getDirectiveLoc(),
           Translation.lookup(Collected->Decl)->Node.Info);
  // TransformACCToOMP adds one OMPRoutine per routine directive.
  for (size_t I = 0; I < Routines.size(); ++I)
    Report(Routines[I].Begin, Translation.routines()[I].Info, "routine -> ");
  for (const auto &Tree : Analyzed.Trees) {
    Tree->forEach([&](analysis::Directive &D) {
      if (D.isImplicitLoop()) {
        if (const transform::OMPStmtRange *R = Translation.lookupRange(D.Body))
          Report(D.loc(), R->Node.Info);
        return;
      }
      if (const transform::OMPNode *N = Translation.lookup(D.Node))
        if (D.Kind == analysis::DirectiveKind::Parallel || !D.isCombined())
          Report(D.Node->getDirectiveLoc(), N->Info);
    });
    for (const OpenACCConstructStmt *A : Tree->InPlace)
      Report(A->getDirectiveLoc(), Translation.lookup(A)->Info);
  }
}

/// The mode of the source \p Job prints: the compile input is the omp
/// print with #line markers. None for the AST prints.
PrintMode sourceMode(const TranslateJob &Job) {
  switch (Job.Output) {
  case OutputKind::CompileInput:
    return PrintMode::OMP;
  case OutputKind::Print:
    return Job.Mode;
  default:
    return PrintMode::None;
  }
}

/// The warning that the source's own OpenMP directives are ignored, once
/// per file at the first one, where the printed source drops them (the
/// OpenACC source printed as it is keeps them).
void reportIgnoredOpenMP(const TranslateJob &Job,
                         const frontend::PreprocessorFacts &Facts,
                         Diagnoser &Diags) {
  if (printsOpenMP(sourceMode(Job)) && !Facts.UserOpenMP.empty())
    Diags.report(Facts.UserOpenMP.front().getBegin(),
                 DiagID::warn_acc_user_openmp_ignored)
        << unsigned(Facts.UserOpenMP.size());
}

/// What the translation tells the user besides its output.
void report(const TranslateJob &Job, const AnalyzedUnit &Analyzed,
            const std::vector<frontend::CollectedRoutine> &Routines,
            const transform::Translation &Translation,
            const frontend::PreprocessorFacts &Facts, Diagnoser &Diags) {
  if (Job.Info)
    reportMapping(Analyzed, Routines, Translation, Diags);
  reportIgnoredOpenMP(Job, Facts, Diags);
}

/// The output \p Job asks for.
std::string printOutput(TranslateJob &Job, ASTContext &Ctx,
                        const AnalyzedUnit &Analyzed,
                        const std::vector<frontend::CollectedDeclare> &Declares,
                        const transform::Translation &Translation,
                        const frontend::PreprocessorFacts &Facts,
                        std::vector<CharSourceRange> Ignored) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  switch (Job.Output) {
  case OutputKind::CompileInput:
  case OutputKind::Print: {
    print::SourcePrintOptions PO;
    PO.Mode = sourceMode(Job);
    PO.LineMarkers = Job.Output == OutputKind::CompileInput;
    PO.FileName = Job.Source;
    PO.Preprocessor = &Facts;
    PO.IgnoredDirectives = std::move(Ignored);
    print::PrintedSource Printed =
        print::printSource(Ctx, Analyzed.Roots, Declares, Translation, PO);
    OS << Printed.Main;
    Job.Headers = std::move(Printed.Headers);
    break;
  }
  case OutputKind::ASTPrint:
    print::astPrint(OS, Ctx, Job.Mode, Translation);
    break;
  case OutputKind::ASTDump: {
    std::vector<const analysis::DeclareDirective *> Decls;
    for (const auto &[Collected, D] : Analyzed.Declares)
      Decls.push_back(D.get());
    print::dumpTree(OS, Ctx, Analyzed.Trees, Decls, Translation);
    break;
  }
  case OutputKind::None:
    break;
  }
  return Text;
}

/// Where legacy spellings were read as the standard ones, and the
/// `routine` directives of standard math functions that were ignored.
void reportLegacySpellings(const std::vector<LegacyPlace> &Places,
                           SourceManager &SM, Diagnoser &Diags) {
  for (const LegacyPlace &P : Places) {
    if (P.Kind == LegacyKind::LibraryRoutine) {
      if (auto File = SM.getFileManager().getOptionalFileRef(P.File))
        Diags.report(SM.translateFileLineCol(*File, P.Line, P.Column),
                     DiagID::warn_acc_routine_library_overloads)
            << P.Operator;
      continue;
    }
    if (P.Kind == LegacyKind::EmptyData) {
      if (auto File = SM.getFileManager().getOptionalFileRef(P.File))
        Diags.report(SM.translateFileLineCol(*File, P.Line, P.Column),
                     DiagID::warn_acc_empty_data);
      continue;
    }
    if (P.Kind == LegacyKind::CrashingRoutineBind) {
      if (auto File = SM.getFileManager().getOptionalFileRef(P.File))
        Diags.report(SM.translateFileLineCol(*File, P.Line, P.Column),
                     DiagID::err_acc_routine_bind_crash);
      continue;
    }
    if (auto File = SM.getFileManager().getOptionalFileRef(P.File);
        File && (P.Kind == LegacyKind::AtomicUpdateCapture ||
                 P.Kind == LegacyKind::RoutineWithoutLevel ||
                 P.Kind == LegacyKind::MinusReduction))
      Diags.report(SM.translateFileLineCol(*File, P.Line, P.Column),
                   P.Kind == LegacyKind::AtomicUpdateCapture
                       ? DiagID::warn_acc_legacy_atomic_capture
                   : P.Kind == LegacyKind::RoutineWithoutLevel
                       ? DiagID::warn_acc_legacy_routine_seq
                       : DiagID::warn_acc_minus_reduction);
  }
}

/// The directives the OpenMP leaves out: the ignored `routine` directives
/// of standard math functions and the `data` directives without clauses
/// (LegacySpelling.cpp rules 7 and 9).
std::vector<CharSourceRange>
ignoredDirectives(const std::vector<LegacyPlace> &Places,
                  SourceManager &SM) {
  std::vector<CharSourceRange> Ranges;
  for (const LegacyPlace &P : Places)
    if (P.Kind == LegacyKind::LibraryRoutine ||
        P.Kind == LegacyKind::EmptyData)
      if (auto File = SM.getFileManager().getOptionalFileRef(P.File)) {
        SourceLocation Begin = SM.translateFileLineCol(*File, P.Line, P.Column);
        Ranges.push_back(CharSourceRange::getCharRange(
            Begin, Begin.getLocWithOffset(P.Original.size())));
      }
  return Ranges;
}

/// Whether \p Job's output rewrites the user's headers in place: the source
/// print of a source as written (the compile reads them as they are, or
/// translates the preprocessed unit).
bool printsUserHeaders(const TranslateJob &Job) {
  return Job.Output == OutputKind::Print && Job.Unit.empty();
}

/// The warning that the printed source is the preprocessed unit's, at the
/// first directive outside the main file's text.
void reportPreprocessedPrint(SourceLocation Loc, const SourceManager &SM,
                             Diagnoser &Diags) {
  bool InHeader = Loc.isFileID() && !SM.isWrittenInMainFile(Loc);
  Diags.report(Loc, DiagID::warn_acc_print_preprocessed)
      << unsigned(!InHeader)
      << (InHeader ? SM.getFilename(Loc).str() : std::string());
}

} // namespace

void translateAST(ASTContext &Ctx, TranslateJob &Job,
                  const WarningOptions &Warnings,
                  const std::vector<LegacyPlace> &LegacyPlaces,
                  const frontend::PreprocessorFacts &Facts,
                  bool ItemsRejected) {
  Diagnoser Diags(Ctx.getDiagnostics(), Warnings);
  // clang's Sema already rejected the OpenACC. Where it rejected only
  // reduction items that accc translates, the parse is done again
  // (ReductionItems.cpp); this one only finds whether the preprocessed unit
  // is to be translated instead, where a macro's directive is a line of
  // the main file, which that parse can rewrite.
  if (Diags.hasErrors() && !(ItemsRejected && Job.Unit.empty()))
    return;
  unsigned Errors = Diags.engine().getNumErrors();

  // The reduction and firstprivate clauses that the parse read as
  // `private`, and the user's text of every rewritten place.
  restoreRewrittenClauses(Ctx, LegacyPlaces);
  restoreRewrittenText(Ctx.getSourceManager(), LegacyPlaces);
  // Array elements in data clauses are one-element subarrays from here on,
  // and reduced members locals that stand for them.
  analysis::elementsAsSubarrays(Ctx);
  std::vector<analysis::MemberStandIn> StandIns = analysis::membersAsLocals(
      Ctx, Diags,
      Job.Options.Target == TargetKind::GPU && Job.Options.PointerMemberLocals);
  if (Diags.engine().getNumErrors() != Errors)
    return;
  frontend::CollectedDirectives Collected =
      frontend::collectConstructs(Ctx, Diags, Job.Options.Target,
                                  printsUserHeaders(Job));
  // The compile reads the user's headers as they are: their OpenMP
  // directives, which it must not compile, are dropped in the unit. And
  // the compile defines _OPENMP: where the user's code tests it, the unit
  // keeps the branches this parse took, as a compiler without OpenMP does.
  SourceLocation Outside = Collected.OutsideMainFile;
  if (Outside.isInvalid() && Job.Output == OutputKind::CompileInput &&
      Job.Unit.empty()) {
    for (CharSourceRange R : Facts.UserOpenMP)
      if (!Ctx.getSourceManager().isWrittenInMainFile(R.getBegin())) {
        Outside = R.getBegin();
        break;
      }
    if (Outside.isInvalid())
      Outside = Facts.OpenMPMacroTest;
  }
  if (Outside.isValid() && Diags.engine().getNumErrors() == Errors) {
    // The main file's text cannot be rewritten for a header's directive or
    // a macro's: the driver translates the preprocessed unit, where every
    // directive is a line of the main file.
    if (Job.Unit.empty()) {
      Job.NeedsPreprocessedUnit = true;
      if (Job.Output == OutputKind::Print)
        reportPreprocessedPrint(Outside, Ctx.getSourceManager(), Diags);
      return;
    }
    frontend::reportOutsideMainFile(Outside, Ctx.getSourceManager(), Diags);
    return;
  }
  if (ItemsRejected)
    return;
  reportLegacySpellings(LegacyPlaces, Ctx.getSourceManager(), Diags);
  AnalyzedUnit Analyzed =
      analyzeAll(Collected, Job.Options.Target, Ctx, Diags);
  if (Job.Options.Target == TargetKind::GPU)
    for (const auto &Tree : Analyzed.Trees)
      Tree->forEach([&](const analysis::Directive &D) {
        if (D.Kind == analysis::DirectiveKind::Loop &&
            (D.Loop.isGangPartitioned() || D.Loop.isThreadLevel()))
          for (const ForStmt *F : D.Loops)
            Job.LoopHeaderBindsReference |= analysis::headerBindsReference(F);
      });
  transform::Translation Translation;
  lowerAll(Analyzed, Collected, Job.Options, Ctx, Diags, Translation,
           StandIns);
  Job.InlineDeviceFunctions = Job.Options.Target == TargetKind::GPU &&
                              Translation.needsDeviceInlining();
  report(Job, Analyzed, Collected.Routines, Translation, Facts, Diags);
  if (Diags.hasErrors())
    return;
  Job.Text =
      printOutput(Job, Ctx, Analyzed, Collected.Declares, Translation, Facts,
                  ignoredDirectives(LegacyPlaces, Ctx.getSourceManager()));
}

} // namespace accc::driver
