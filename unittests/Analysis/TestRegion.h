//===- TestRegion.h - Directive trees of parsed code, for unit tests -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first analysis stages (buildDirectiveTree, computeLoopPartitioning)
/// run on one construct of a TestAST, and a one-line summary of a region's
/// loop partitioning that tests compare with a string.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_UNITTESTS_ANALYSIS_TESTREGION_H
#define ACCC_UNITTESTS_ANALYSIS_TESTREGION_H

#include "TestAST.h"
#include "accc/Analysis/Analyzer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"

namespace accc::test {

/// The \p Index'th compute or combined construct of \p AST (source order).
inline const clang::OpenACCConstructStmt *computeConstruct(const TestAST &AST,
                                                           unsigned Index = 0) {
  for (const clang::OpenACCConstructStmt *S : AST.constructs())
    if (llvm::isa<clang::OpenACCComputeConstruct,
                  clang::OpenACCCombinedConstruct>(S) &&
        Index-- == 0)
      return S;
  return nullptr;
}

/// The directive tree of the \p Index'th compute construct of \p AST for
/// \p Target, with its loop partitioning decided; null when there is no
/// such construct or buildDirectiveTree rejected it.
inline std::unique_ptr<analysis::DirectiveTree>
buildRegion(TestAST &AST, TargetKind Target = TargetKind::GPU,
            unsigned Index = 0) {
  const clang::OpenACCConstructStmt *Node = computeConstruct(AST, Index);
  if (!Node)
    return nullptr;
  Diagnoser Diags(AST.diagnostics());
  auto R = analysis::buildDirectiveTree(Node, Target, AST.context(), Diags);
  if (R)
    analysis::computeLoopPartitioning(*R);
  return R;
}

/// The partitioning of every loop directive of \p R in pre-order, as
/// "DEPTH:LEVELS" separated by spaces: the explicit levels (gang, worker,
/// vector), `gang(imp)` for an implicit gang, and `seq` when the loop is
/// sequential (LoopPartitioning::Sequential), e.g. "1:gang(imp) 2:seq".
inline std::string partitioning(const analysis::DirectiveTree &R) {
  std::string Out;
  auto Walk = [&](auto &Self, const analysis::Directive &D,
                  unsigned Depth) -> void {
    if (D.Kind == analysis::DirectiveKind::Loop) {
      const analysis::LoopPartitioning &P = D.Loop;
      std::vector<std::string> Levels;
      if (P.Gang)
        Levels.push_back("gang");
      if (P.ImpGang)
        Levels.push_back("gang(imp)");
      if (P.Worker)
        Levels.push_back("worker");
      if (P.Vector)
        Levels.push_back("vector");
      if (P.Sequential)
        Levels.push_back("seq");
      Out += (Out.empty() ? "" : " ") + std::to_string(Depth) + ":" +
             llvm::join(Levels, ",");
    }
    for (const analysis::Directive *C : D.Children)
      Self(Self, *C, D.Kind == analysis::DirectiveKind::Loop ? Depth + 1 : 1);
  };
  Walk(Walk, *R.Root, 1);
  return Out;
}

/// A function whose body is `#pragma acc COMPUTE` over a nest of `for`
/// loops, one per element of \p Loops (outermost first), each under
/// `#pragma acc LOOP` (none for ""). A combined \p Compute (`parallel
/// loop ...`) is itself the directive of the outermost loop.
inline std::string nest(llvm::StringRef Compute,
                        llvm::ArrayRef<llvm::StringRef> Loops) {
  std::string S = "void f(int n, float *a) {\n#pragma acc " + Compute.str() +
                  "\n";
  bool Combined = Compute.contains(" loop");
  if (!Combined)
    S += "{\n";
  unsigned Level = 0;
  if (Combined) {
    S += "for (int i0 = 0; i0 < n; ++i0)\n";
    ++Level;
  }
  for (llvm::StringRef L : Loops) {
    if (!L.empty())
      S += "#pragma acc " + L.str() + "\n";
    std::string I = "i" + std::to_string(Level++);
    S += "for (int " + I + " = 0; " + I + " < n; ++" + I + ")\n";
  }
  S += "a[0] += 1;\n";
  if (!Combined)
    S += "}\n";
  return S + "}\n";
}

} // namespace accc::test

#endif // ACCC_UNITTESTS_ANALYSIS_TESTREGION_H
