//===- PresentLookups.cpp - Present pointers found by libacc --------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A `present(a[lb:n])` of a pointer a on a compute construct is, in
// OpenMP, `map(ompx_hold, present, alloc: a[lb:n])`: libomptarget looks the
// range up when the kernel starts and again when it ends, and passes the
// kernel a copy of the pointer made from the mapping. That costs about
// 0.6 us per array and construct on the H100 (docs/performance.md, "Many
// small kernels"), where libacc finds the same device address in 0.3 us
// (two lookups: both ends of the range). Codes of many small kernels name
// every array of a step in `present` clauses. So, for the GPU, on the
// compile path (TranslateOptions::PresentLookups; the print modes keep
// the map unless -fopenacc-present-lookup asks):
//
// 1. Which items. An explicit `present` item `a[lb:n]` (a range with a
//    length) of a local variable or parameter a of pointer type (to a
//    complete object type; not volatile), and the implicit firstprivate of
//    such a pointer (which OpenMP's implicit zero-length array section
//    translates to the device address of its target where that is
//    present, ComputeToOMP.cpp, at the same cost), on a compute construct
//    without `async` (an asynchronous kernel holds its data by the structured
//    reference count while the host goes on) that is not a kernels region
//    split into kernels, whose `if` and `self` conditions have no side
//    effects (they are evaluated for the lookup and again by OpenMP), and
//    that names a in no other clause of the construct or its loops, nor in
//    an expression the host evaluates for it: a clause's (`if(s->on)`, a
//    subarray's bounds, `num_gangs`) or a loop header's of its loop
//    directives (`i < s->n`: clang computes a combined kernel's trip count
//    on the host, accc its launch geometry), where the shadow would be the
//    device address. The structured reference count of the present data
//    is not raised for the synchronous kernel: only another host thread
//    that deletes the data while the kernel runs could tell.
// 2. The lookup. First in the construct's compound statement, for all the
//    items at once (before any shadow), one declaration each:
//      __ACCC_PRESENT_ADDR(0, __accc_present_base((const void *)(a),
//          (ptrdiff_t)(lb) * (ptrdiff_t)sizeof(*a), (size_t)(n) * sizeof(*a),
//          "file.c:12:13: a[lb:n]", on))
//    on: the construct's `if(target: ...)` condition as __ACCC_ON(c) (!!(c),
//    quiet: the directive keeps its warnings), 1 without one. An
//    implicit firstprivate pointer p is a range of 0 bytes at p, and
//    `where` is empty: `__accc_present_base((const void *)(p), 0, 0, "",
//    on)`.
//    libacc (runtime/src/PresentLookup.cpp) returns a's device address,
//    the address of a itself where on is 0 or the current device is the
//    host, and ends the program with the error a `present` map gives
//    (file:line:col, the item, "data at [...) is not present on nvidia
//    device N") where the range is not all present; for 0 bytes, the
//    device address where p points into present data, else p itself, as
//    OpenMP passes such a pointer.
// 3. The shadow. Then, per item, `__ACCC_PRESENT_SHADOW(a, i)`: a local a
//    of a's type, initialized with the i-th address, which the construct's
//    body names instead of the host's a. Both macros are openacc.h's (a
//    system header, with -Wshadow off around the declaration): the user's
//    warning flags do not apply to them.
// 4. The directive gets `is_device_ptr(a)` for it, and neither the map
//    nor a shared or firstprivate of a; -Minfo=accel says so.
//
// Tests: test/Translate/present-lookup.c, test/Execution/present-lookup.c,
// test/gpu/errors/data-directive-errors.c (the error).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

/// The pointer variable of \p A where rule 1 allows a lookup for the item
/// alone: an explicit present range, or a pointer's implicit firstprivate.
static const VarDecl *lookupPointer(const DataAttr &A) {
  const VarDecl *V = dyn_cast_or_null<VarDecl>(A.Var);
  if (!V || !V->hasLocalStorage() || A.Member || A.MergedClause)
    return nullptr;
  QualType T = V->getType().getNonReferenceType();
  if (!T->isPointerType() || T.isVolatileQualified())
    return nullptr;
  QualType Pointee = T->getPointeeType();
  if (!Pointee->isObjectType() || Pointee->isIncompleteType())
    return nullptr;
  if (A.Kind == DAKind::FirstPrivate && A.Source == DASource::Imp)
    return V;
  if (A.Kind != DAKind::Present || A.Source != DASource::Exp || !A.Item)
    return nullptr;
  const auto *S = dyn_cast<ArraySectionExpr>(A.Item->IgnoreParenImpCasts());
  if (!S || !S->getLength())
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(S->getBase()->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == V ? V : nullptr;
}

/// Whether a directive of the tree names \p V in a clause other than the
/// root's item \p A (its implicit attributes aside).
static bool namedElsewhere(const DirectiveTree &R, const DataAttr &A,
                           const VarDecl *V) {
  bool Named = false;
  R.forEach([&](const Directive &D) {
    for (const std::vector<DataAttr> *List :
         {&D.DMAs, &D.DSAs, &D.MemberPrivates})
      for (const DataAttr &X : *List)
        if (&X != &A && X.Var == V && X.Source == DASource::Exp)
          Named = true;
  });
  return Named;
}

// hostEvaluates (Lowering.h): an `if` condition, `num_gangs`, a subarray's
// bounds, the trip count of a combined kernel, the launch geometry, where
// the shadow would be the device address.
bool hostEvaluates(const DirectiveTree &R, const VarDecl *V) {
  bool Found = false;
  R.forEach([&](const Directive &D) {
    for (const OpenACCClause *C : D.Clauses) {
      llvm::ArrayRef<Expr *> Items;
      if (isa<OpenACCClauseWithVarList, OpenACCSelfClause>(C))
        Items = clauseVarList(C);
      if (Items.empty()) {
        for (const Stmt *E : C->children())
          Found = Found || mentionsVar(E, V);
        continue;
      }
      // A list item's bounds and subscripts; its variable is the item's
      // (namedElsewhere).
      for (const Expr *E : Items) {
        while (E) {
          E = E->IgnoreParenImpCasts();
          if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
            Found = Found || mentionsVar(S->getLowerBound(), V) ||
                    mentionsVar(S->getLength(), V);
            E = S->getBase();
          } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E)) {
            Found = Found || mentionsVar(S->getIdx(), V);
            E = S->getBase();
          } else {
            E = nullptr;
          }
        }
      }
    }
    if (D.Kind != DirectiveKind::Loop)
      return;
    llvm::SmallVector<const Stmt *, 4> Headers;
    for (const ForStmt *F : D.Loops)
      Headers.append({F->getInit(), F->getCond(), F->getInc()});
    if (const auto *F = dyn_cast_or_null<CXXForRangeStmt>(D.Body))
      Headers.push_back(F->getRangeInit());
    for (const Stmt *H : Headers)
      Found = Found || mentionsVar(H, V);
  });
  return Found;
}

/// \p Text with its line breaks as spaces (an item written over lines).
static std::string oneLine(std::string Text) {
  std::replace(Text.begin(), Text.end(), '\n', ' ');
  return Text;
}

void ComputeLowering::choosePresentLookups(const DirectiveTree &R) {
  PresentLookups.clear();
  const Directive &P = *R.Root;
  if (!isGPU() || !Opts.PresentLookups || SplittingKernels ||
      P.findClause<OpenACCAsyncClause>())
    return;
  if (conditionHasSideEffects(P, Ctx))
    return;
  for (const std::vector<DataAttr> *List : {&P.DMAs, &P.DSAs})
    for (const DataAttr &A : *List)
      if (const VarDecl *V = lookupPointer(A);
          V && !namedElsewhere(R, A, V) && !hostEvaluates(R, V))
        PresentLookups.push_back(&A);
}

std::string onDeviceCondition(const OMPDirective &D) {
  std::string On = "1";
  for (const OMPClause &C : D.Clauses)
    if (C.Kind == OMPClauseKind::If)
      // libacc's `int on` (a pointer or a double too), without the
      // directive's warnings again (openacc.h).
      On = "__ACCC_ON(" + C.Arg + ")";
  return On;
}

void ComputeLowering::addPresentLookups(const Directive &P, OMPNode &N) {
  if (PresentLookups.empty())
    return;
  OMPLayer &Layer = N.Layers.front();
  OMPDirective &D = *Layer.Directive;
  std::string On = onDeviceCondition(D);
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(P.loc()));
  std::string Where =
      PL.isValid() ? llvm::sys::path::filename(PL.getFilename()).str() + ":" +
                         std::to_string(PL.getLine()) + ":" +
                         std::to_string(PL.getColumn()) + ": "
                   : std::string();
  OMPStmts Lookups;
  std::vector<std::string> Names;
  for (const DataAttr *A : PresentLookups) {
    std::string Name = A->Var->getNameAsString();
    std::string Call;
    if (const auto *S = dyn_cast_or_null<ArraySectionExpr>(
            A->Item ? A->Item->IgnoreParenImpCasts() : nullptr)) {
      std::string Lb = S->getLowerBound() ? exprText(S->getLowerBound()) : "0";
      Call = "__accc_present_base((const void *)(" + Name + "), (ptrdiff_t)(" +
             Lb + ") * (ptrdiff_t)sizeof(*" + Name + "), (size_t)(" +
             exprText(S->getLength()) + ") * sizeof(*" + Name + "), " +
             quoted(oneLine(Where + itemText(A->Item, Ctx))) + ", " + On + ")";
      N.Info.push_back("present(" + itemText(A->Item, Ctx) +
                       "): the device address libacc finds, no map");
    } else { // rule 2: the implicit firstprivate of a pointer
      Call = "__accc_present_base((const void *)(" + Name + "), 0, 0, \"\", " +
             On + ")";
      N.Info.push_back(Name + ": the device address of its target that "
                              "libacc finds, no implicit map");
    }
    Lookups.push_back(OMPStmt::decl("__ACCC_PRESENT_ADDR(" +
                                    std::to_string(Names.size()) + ", " +
                                    Call + ")"));
    Names.push_back(Name);
    for (OMPClauseKind K : {OMPClauseKind::Shared, OMPClauseKind::FirstPrivate})
      D.removeItems(K, A->Var);
    OMPItem I;
    I.Decl = A->Var;
    I.Text = Name;
    D.addClause(OMPClause::list(OMPClauseKind::IsDevicePtr, I));
  }
  for (size_t I = 0; I < Names.size(); ++I)
    Lookups.push_back(OMPStmt::decl("__ACCC_PRESENT_SHADOW(" + Names[I] +
                                    ", " + std::to_string(I) + ")"));
  // First in the compound statement: declarations before the other
  // statements of the prologue (C89).
  Layer.Prologue.insert(Layer.Prologue.begin(), Lookups.begin(), Lookups.end());
  Out.requireRuntimeHeader();
}

} // namespace accc::transform
