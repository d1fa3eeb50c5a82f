//===- RegionExits.cpp - Statements that leave a region -------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Which statements of a region jump out of it: the data lifetime of a
// `declare` in a function (the statements after it in its block) and the
// structured block of a `data` or `host_data` construct (OpenACC 3.3 sec.
// 1.6: a structured block has one entry at the top and one exit at the
// bottom).
//
// Rules:
// 1. every `return` leaves it;
// 2. `break` outside a loop or switch of the region, `continue` outside a
//    loop of the region, a `goto` to a label not in the region (Jumps, in
//    source order), and a computed goto leave it (OtherExit: the first of
//    them);
// 3. lambdas and blocks are other functions: their statements leave
//    nothing.
//
// Tests: test/Diagnostics/declare-leave-block.c, data-region-exit.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Frontend/RegionExits.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprObjC.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace accc::frontend {

namespace {

class ExitScanner {
public:
  explicit ExitScanner(bool LoopBody) : LoopBody(LoopBody) {}

  void scan(const Stmt *S, bool InLoop, bool InSwitch) {
    if (!S || isa<LambdaExpr, BlockExpr>(S))
      return; // rule 3
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      Exits.Returns.push_back(R);
    } else if (isa<BreakStmt>(S) ? !InLoop && !InSwitch
                                 : isa<ContinueStmt>(S) && !InLoop &&
                                       !LoopBody) {
      Candidates.push_back(S);
    } else if (const auto *G = dyn_cast<GotoStmt>(S)) {
      Candidates.push_back(G);
    } else if (isa<IndirectGotoStmt>(S)) {
      Candidates.push_back(S);
    } else if (const auto *L = dyn_cast<LabelStmt>(S)) {
      Labels.insert(L->getDecl());
    }
    bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    bool Switch = isa<SwitchStmt>(S);
    for (const Stmt *Child : S->children())
      scan(Child, InLoop || Loop, InSwitch || Switch);
  }

  RegionExits finish() {
    for (const Stmt *S : Candidates) {
      if (const auto *G = dyn_cast<GotoStmt>(S); G && Labels.count(G->getLabel()))
        continue;
      if (isa<IndirectGotoStmt>(S)) {
        if (!Exits.ComputedGoto)
          Exits.ComputedGoto = S;
      } else {
        Exits.Jumps.push_back(S);
      }
      if (!Exits.OtherExit)
        Exits.OtherExit = S;
    }
    return std::move(Exits);
  }

private:
  bool LoopBody; ///< the statements are a loop's body: `continue` stays in
  RegionExits Exits;
  llvm::SmallPtrSet<const LabelDecl *, 4> Labels;
  /// Jumps that may leave, in source order (a goto's label may come later).
  std::vector<const Stmt *> Candidates;
};

} // namespace

RegionExits findRegionExits(llvm::ArrayRef<const Stmt *> Stmts,
                            bool LoopBody) {
  ExitScanner Scanner(LoopBody);
  for (const Stmt *S : Stmts)
    Scanner.scan(S, /*InLoop=*/false, /*InSwitch=*/false);
  return Scanner.finish();
}

} // namespace accc::frontend
