//===- AtomicReductions.cpp - Atomic updates of GPU array reductions ------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The updates of the array reductions that OpenMP cannot do on the GPU
// (Analysis/AtomicReductions.cpp, DirectiveTree::AtomicUpdates), made
// atomic in the printed source; the reductions themselves are shared there.
//
// Rules:
//  1. `+ * & | ^` (and `-`, read as `+`): `_Pragma("omp atomic update")`
//     before the update as written (`h[b] += w`, `h[b]++`, `h[b] = h[b] *
//     w`: OpenMP's `x binop= expr`, `x = x binop expr`, `x++` forms).
//  2. max and min: OpenMP 5.1's `atomic compare`, whose forms name the
//     value twice and order with `<` or `>` only: an assignment becomes
//     `x = x < (T)(e) ? (T)(e) : x` (min: `>`), an `if` of a guarded update
//     `if (x < (T)(e)) x = (T)(e);`, T the element's type (the value
//     converted first: the element gets the same value as from fmax(x, e)
//     converted).
//  3. -Minfo=accel says which reductions are so done, where the updates
//     are, and why.
//
// Tests: test/Translate/reduction-atomic-arrays.c,
// test/Execution/reduction-atomic-arrays.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Basic/KindUtils.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

const char *reasonText(AtomicReason R) {
  switch (R) {
  case AtomicReason::UnknownLength:
    return "a subarray whose length is not a constant";
  case AtomicReason::Rows:
    return "a subarray with more than one element in a dimension other "
           "than the innermost";
  case AtomicReason::VariableLength:
    return "a variable-length array";
  case AtomicReason::GlobalArray:
    return "a subarray of a global array";
  case AtomicReason::DevicePtr:
    return "a subarray of a 'deviceptr' pointer";
  }
  llvm_unreachable("every reason");
}

} // namespace

void addAtomicUpdates(LoweringContext &Cx, const DirectiveTree &R,
                      OMPNode &N) {
  const SourceManager &SM = Cx.Ctx.getSourceManager();
  std::vector<const Expr *> Items;
  llvm::DenseMap<const Expr *, std::string> Lines;
  for (const AtomicUpdate &U : R.AtomicUpdates) {
    if (!Lines.count(U.Item))
      Items.push_back(U.Item);
    std::string &L = Lines[U.Item];
    L += (L.empty() ? "" : ", ") +
         std::to_string(SM.getPresumedLineNumber(U.Update->getBeginLoc()));
    if (!U.Value) { // rule 1
      Cx.Out.prefixStmt(U.Update, "_Pragma(\"omp atomic update\") ");
      continue;
    }
    // Rule 2.
    std::string X = Cx.exprText(U.Target);
    std::string Type = U.Target->getType().getUnqualifiedType().getAsString(
        Cx.Ctx.getPrintingPolicy());
    std::string E = "((" + Type + ")(" + Cx.exprText(U.Value) + "))";
    std::string Test =
        X + (U.Op == OpenACCReductionOperator::Max ? " < " : " > ") + E;
    Cx.Out.prefixStmt(U.Update, "_Pragma(\"omp atomic compare\") ");
    if (U.GuardedValue) {
      Cx.Out.replaceExpr(U.Selection, Test);
      Cx.Out.replaceExpr(U.GuardedValue, E);
    } else {
      Cx.Out.replaceExpr(U.Selection, Test + " ? " + E + " : " + X);
    }
  }
  for (const Expr *Item : Items) { // rule 3
    const AtomicUpdate &First = *llvm::find_if(
        R.AtomicUpdates, [&](const AtomicUpdate &U) { return U.Item == Item; });
    N.Info.push_back(
        "reduction(" + spell(First.Op) + ":" +
        itemText(Item, Cx.Ctx) +
        "): atomic updates of the shared data (line" +
        (Lines[Item].find(',') == std::string::npos ? " " : "s ") +
        Lines[Item] + "), as OpenMP cannot reduce " +
        reasonText(R.AtomicItems.lookup(Item)) + " on the GPU");
  }
}

} // namespace accc::transform
