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
//  4. In a direct kernel (DirectKernels.cpp) whose construct has no other
//     reduction, each block keeps its own copy of a reduced subarray
//     `v[lo:len]` of a local pointer or array, or of a whole
//     one-dimensional variable-length array, in its shared memory, as
//     CUDA's histograms do: the block's threads update that copy (atomics
//     in shared memory), then add it to the shared data (one atomic per
//     element and block). The kernel then runs the capped grid of
//     DirectKernels.cpp rule 8, whose threads step through the loop. The
//     copies start at the operator's identity (+, ^: 0; *: 1) or, for the
//     idempotent max, min, & and |, at the data's values; a variable whose
//     element type accc cannot size, or lengths and bounds with side
//     effects, keep rule 1's atomics on the shared data. In the kernel a
//     local of the variable's name stands for the copy (`T *h = copy -
//     lo;`), so the loop body is the OpenMP kernel's; where the copies
//     would need more than 48 KiB (the default limit of a block's dynamic
//     shared memory) the OpenMP kernel runs. Measured on an H200 (a
//     histogram of 2^26 keys, 256 bins): 20.9 ms with atomics on the shared
//     data (as CUDA's global atomics), 0.119 ms with the blocks' copies
//     (docs/performance.md, "Array reductions").
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

/// The first update of each reduced item of \p Updates, in source order.
std::vector<const AtomicUpdate *>
firstOfEachItem(llvm::ArrayRef<AtomicUpdate> Updates) {
  std::vector<const AtomicUpdate *> First;
  for (const AtomicUpdate &U : Updates)
    if (llvm::none_of(First,
                      [&](const AtomicUpdate *F) { return F->Item == U.Item; }))
      First.push_back(&U);
  return First;
}

/// Whether \p Inner is \p Outer or a statement inside it.
bool contains(const Stmt *Outer, const Stmt *Inner) {
  if (!Outer)
    return false;
  if (Outer == Inner)
    return true;
  return llvm::any_of(Outer->children(),
                      [&](const Stmt *C) { return contains(C, Inner); });
}

/// The element type and the extent of \p U's item where rule 4 applies.
struct BlockCopy {
  std::string Var, Type, Lo, Len, Op;
  OpenACCReductionOperator Kind;
};

std::optional<BlockCopy> privateCopyOf(const LoweringContext &Cx,
                                       const AtomicUpdate &U) {
  if (U.Reason != AtomicReason::UnknownLength &&
      U.Reason != AtomicReason::VariableLength)
    return std::nullopt;
  const Expr *Item = U.Item->IgnoreParenImpCasts();
  const auto *S = dyn_cast<ArraySectionExpr>(Item);
  const auto *Ref =
      dyn_cast<DeclRefExpr>((S ? S->getBase() : Item)->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || V->hasGlobalStorage())
    return std::nullopt;
  QualType T = V->getType().getNonReferenceType(), E;
  if (const auto *P = T->getAs<PointerType>())
    E = P->getPointeeType();
  else if (const ArrayType *A = Cx.Ctx.getAsArrayType(T))
    E = A->getElementType();
  if (E.isNull() || !E->isScalarType() || E->isDependentType())
    return std::nullopt;
  BlockCopy C;
  C.Var = V->getName().str();
  C.Type = E.getUnqualifiedType().getAsString(Cx.Ctx.getPrintingPolicy());
  C.Kind = U.Op;
  C.Op = spell(U.Op);
  if (!S) { // a whole variable-length array
    C.Lo = "0";
    C.Len = "(sizeof(" + C.Var + ") / sizeof(" + C.Var + "[0]))";
    return C;
  }
  if (!S->getLength() || S->getLength()->HasSideEffects(Cx.Ctx) ||
      (S->getLowerBound() && S->getLowerBound()->HasSideEffects(Cx.Ctx)))
    return std::nullopt;
  C.Lo = S->getLowerBound() ? "(" + Cx.exprText(S->getLowerBound()) + ")" : "0";
  C.Len = "(" + Cx.exprText(S->getLength()) + ")";
  return C;
}

} // namespace

bool hasBlockCopies(const LoweringContext &Cx, const Directive &P,
                    const Directive &L) {
  if (P.AtomicUpdates.empty())
    return false;
  for (const AtomicUpdate &U : P.AtomicUpdates)
    if (!privateCopyOf(Cx, U) || !contains(L.IterationBody, U.Update))
      return false;
  return true;
}

void addBlockCopies(LoweringContext &Cx, const Directive &P, OMPDirectKernel &K,
                    OMPNode &N) {
  std::string Fits, NonNegative, Bytes;
  const std::string Thread = "__accc_rt", Threads = "__accc_rn";
  K.Partials.push_back(OMPStmt::decl(
      "const int " + Thread +
      " = (ompx_thread_id_z() * ompx_block_dim_y() + ompx_thread_id_y()) * "
      "ompx_block_dim_x() + ompx_thread_id_x();"));
  K.Partials.push_back(OMPStmt::decl("const int " + Threads +
                                     " = ompx_block_dim_x() * "
                                     "ompx_block_dim_y() * "
                                     "ompx_block_dim_z();"));
  std::vector<std::string> Names;
  for (const AtomicUpdate *U : firstOfEachItem(P.AtomicUpdates)) {
    const Expr *Item = U->Item;
    BlockCopy C = *privateCopyOf(Cx, *U);
    std::string Id = Cx.Out.uniqueName("__accc_rc");
    std::string Copy = Id + "_s", Global = Id + "_g", Len = Id + "_n",
                Off = Id + "_o";
    // The host: the length, the block's bytes for it (16-byte aligned).
    std::string Size = "((long long)" + C.Len + " * (long long)sizeof(" +
                       C.Type + ") + 15) / 16 * 16";
    Fits += " + " + Size;
    NonNegative += " && (long long)" + C.Len + " >= 0";
    K.Before.push_back(
        OMPStmt::decl("const int " + Len + " = (int)" + C.Len + ";"));
    K.Before.push_back(OMPStmt::decl("const int " + Off + " = " +
                                     (Bytes.empty() ? "0" : Bytes) + ";"));
    Bytes += (Bytes.empty() ? "" : " + ") + ("(int)(" + Size + ")");
    // The kernel: the copy, started, the variable's name for it.
    K.Partials.push_back(OMPStmt::decl(C.Type + " *const " + Global + " = " +
                                       C.Var + " + " + C.Lo + ";"));
    K.Partials.push_back(OMPStmt::decl(
        C.Type + " *const " + Copy + " = (" + C.Type +
        " *)((char *)llvm_omp_target_dynamic_shared_alloc() + " + Off + ");"));
    bool Identity = C.Kind == OpenACCReductionOperator::Addition ||
                    C.Kind == OpenACCReductionOperator::BitwiseXOr ||
                    C.Kind == OpenACCReductionOperator::Multiplication;
    std::string Start = !Identity ? Global + "[__accc_b]"
                        : C.Kind == OpenACCReductionOperator::Multiplication
                            ? "1"
                            : "0";
    K.Partials.push_back(OMPStmt::code("for (int __accc_b = " + Thread +
                                       "; __accc_b < " + Len +
                                       "; __accc_b += " + Threads + ") " +
                                       Copy + "[__accc_b] = " + Start + ";"));
    Names.push_back(C.Type + " *" + C.Var + " = " + Copy + " - " + C.Lo + ";");
    // After the loop: the block's copy into the data.
    std::string Add;
    if (C.Kind == OpenACCReductionOperator::Max ||
        C.Kind == OpenACCReductionOperator::Min)
      Add = "_Pragma(\"omp atomic compare\") " + Global +
            "[__accc_b] = " + Global + "[__accc_b] " +
            (C.Kind == OpenACCReductionOperator::Max ? "<" : ">") + " " + Copy +
            "[__accc_b] ? " + Copy + "[__accc_b] : " + Global + "[__accc_b];";
    else
      Add = "if (" + Copy + "[__accc_b] != " + Start +
            ") _Pragma(\"omp atomic "
            "update\") " +
            Global + "[__accc_b] " + C.Op + "= " + Copy + "[__accc_b];";
    if (!Identity) // copies that started at the data's values
      Add = "if (" + Copy + "[__accc_b] != " + Global + "[__accc_b]) { " + Add +
            " }";
    K.Tail.push_back(OMPStmt::code("for (int __accc_b = " + Thread +
                                   "; __accc_b < " + Len +
                                   "; __accc_b += " + Threads + ") " + Add));
    N.Info.push_back("reduction(" + C.Op + ":" + itemText(Item, Cx.Ctx) +
                     "): each block's copy in its shared memory where it "
                     "fits (48 KiB), added to the shared data after the "
                     "loop");
  }
  K.Partials.push_back(OMPStmt::code("ompx_sync_block_acq_rel();"));
  for (const std::string &D : Names)
    K.Partials.push_back(OMPStmt::decl(D));
  K.Tail.insert(K.Tail.begin(), OMPStmt::code("ompx_sync_block_acq_rel();"));
  K.Fits += NonNegative + " && 0" + Fits + " <= 49152";
  K.SharedBytesExpr = Bytes;
  Cx.Out.requireOmpHeader(); // llvm_omp_target_dynamic_shared_alloc
}

void addAtomicUpdates(LoweringContext &Cx, const DirectiveTree &R, OMPNode &N) {
  const SourceManager &SM = Cx.Ctx.getSourceManager();
  llvm::DenseMap<const Expr *, std::string> Lines;
  for (const AtomicUpdate &U : R.Root->AtomicUpdates) {
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
    if (U.GuardedAssign) {
      Cx.Out.replaceExpr(U.Selection, Test);
      Cx.Out.replaceExpr(U.GuardedAssign->getRHS(), E);
    } else {
      Cx.Out.replaceExpr(U.Selection, Test + " ? " + E + " : " + X);
    }
  }
  for (const AtomicUpdate *First : firstOfEachItem(R.Root->AtomicUpdates)) {
    const std::string &L = Lines[First->Item]; // rule 3
    N.Info.push_back("reduction(" + spell(First->Op) + ":" +
                     itemText(First->Item, Cx.Ctx) +
                     "): atomic updates of the shared data (line" +
                     (L.find(',') == std::string::npos ? " " : "s ") + L +
                     "), as OpenMP cannot reduce " +
                     atomicReasonText(First->Reason).str() + " on the GPU");
  }
}

} // namespace accc::transform
