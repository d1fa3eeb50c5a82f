//===- Analyzer.cpp - OpenACC semantic analysis entry point ---------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Analyzer.h"

namespace accc::analysis {

std::unique_ptr<DirectiveTree>
analyzeComputeConstruct(
    const clang::OpenACCConstructStmt *Node,
    llvm::ArrayRef<const clang::OpenACCDataConstruct *> EnclosingData,
    llvm::ArrayRef<const clang::OpenACCDeclareDecl *> VisibleDeclares,
    TargetKind Target, clang::ASTContext &Ctx, Diagnoser &Diags) {
  unsigned ErrorsBefore = Diags.engine().getNumErrors();
  std::unique_ptr<DirectiveTree> R = buildDirectiveTree(Node, Target, Ctx, Diags);
  if (!R)
    return nullptr;
  R->EnclosingData.assign(EnclosingData.begin(), EnclosingData.end());
  R->VisibleDeclares.assign(VisibleDeclares.begin(), VisibleDeclares.end());
  checkClauses(*R, Ctx, Diags);
  computeLoopPartitioning(*R);
  computeDataAttributes(*R, Ctx, Diags);
  promoteReductions(*R, Diags);
  reduceAtomically(*R, Ctx, Diags);
  checkLostAssignments(*R, Ctx, Diags);
  if (Diags.engine().getNumErrors() != ErrorsBefore)
    return nullptr;
  return R;
}

} // namespace accc::analysis
