//===- AtomicReductions.cpp - Array reductions OpenMP cannot do on the GPU ===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// clang 22 reduces an array on the GPU only where it knows the array's size
// when compiling, and only a section whose dimensions but the innermost
// have one element; it crashes on a section of a global array, and OpenMP
// cannot reduce a section of an is_device_ptr pointer (ClauseChecks.cpp
// rules 15 and 19). A histogram of a bin count read at run time
// (`reduction(+:hist[0:nbins])`) is the common case. Such reductions
// (DirectiveTree::AtomicItems) are done here without OpenMP's reduction:
// every update of an element in the region becomes an atomic update of the
// shared data (the array itself, or the gang's copy where it is private).
// The combined result is the one OpenACC 3.3 sec. 2.5.15 defines: the
// original values combined with every contribution by the operator, which
// is commutative and associative; the order of floating-point sums is
// unspecified as with any reduction.
//
// Rules, for each explicit reduction(o:x) of such an item x of variable v
// on directive D:
//  1. Every use of v in D's statement (a loop's `for`, a construct's body)
//     is an update of an element with o (ReductionUpdates.cpp), each a
//     statement of its own, not from a macro expansion, and for max and min
//     with subscripts without side effects (the element is written three
//     times); && and || have no atomic form in OpenMP. Else an error at the
//     use that is not, naming the reduction and why OpenMP cannot reduce it.
//  2. The translation prefixes each update with `_Pragma("omp atomic
//     update")`; max and min become OpenMP 5.1's `atomic compare`, spelled
//     `x = x < (T)(e) ? (T)(e) : x` (min: `>`), or `if (x < (T)(e)) x =
//     (T)(e);` for a guarded update, T the element's type
//     (Transform/AtomicReductions.cpp). An update already in an OpenACC
//     `atomic` construct stays as it is.
//  3. The reduction, and the implicit ones it caused (on the compute
//     construct: Reductions.cpp rule 2; on inner loops: rule 5), become
//     shared (DataAttr::AtomicReduction); their data clauses stay (rule 3's
//     implied copy of the subarray).
//
// Tests: test/Translate/reduction-atomic-arrays.c,
// test/Execution/reduction-atomic-arrays.c,
// test/Diagnostics/reduction-atomic-arrays.c.
//
//===----------------------------------------------------------------------===//

#include "ReductionUpdates.h"
#include "accc/Analysis/Analyzer.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/MemberReductions.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace accc::analysis {

namespace {

/// Why a use cannot be made atomic (err_acc_reduction_atomic_use's first
/// %select).
enum class UseProblem {
  NotUpdate,
  Macro,
  InExpression,
  NoAtomicForm,
  SideEffects
};

class AtomicReducer {
public:
  AtomicReducer(DirectiveTree &R, ASTContext &Ctx, Diagnoser &Diags)
      : R(R), Ctx(Ctx), Diags(Diags) {}

  void run() {
    llvm::DenseSet<const DataAttr *> Done;
    R.forEach([&](Directive &D) {
      for (DataAttr &A : D.DSAs)
        if (A.Kind == DAKind::Reduction && A.Source == DASource::Exp &&
            A.Item && R.AtomicItems.count(A.Item) && reduce(D, A))
          share(A, Done);
    });
    // Rule 3: the implicit reductions they caused, transitively (ImpliedBy
    // points to the attribute itself, which share leaves where it is).
    for (bool Changed = true; Changed;) {
      Changed = false;
      R.forEach([&](Directive &D) {
        for (DataAttr &A : D.DSAs)
          if (A.Kind == DAKind::Reduction && A.Source == DASource::Imp &&
              Done.count(A.ImpliedBy)) {
            share(A, Done);
            Changed = true;
          }
      });
    }
  }

private:
  DirectiveTree &R;
  ASTContext &Ctx;
  Diagnoser &Diags;
  llvm::DenseSet<const Stmt *> Seen;

  static void share(DataAttr &A, llvm::DenseSet<const DataAttr *> &Done) {
    A.Kind = DAKind::Shared;
    A.Item = nullptr;
    A.AtomicReduction = true;
    Done.insert(&A);
  }

  /// Rules 1 and 2 for reduction \p A of directive \p D; false after an
  /// error.
  bool reduce(const Directive &D, const DataAttr &A) {
    const auto *V = dyn_cast<VarDecl>(A.Var);
    if (!V)
      return false;
    if (A.Op == OpenACCReductionOperator::And ||
        A.Op == OpenACCReductionOperator::Or) {
      report(A.Item, UseProblem::NoAtomicForm, A);
      return false;
    }
    UpdateTarget T = UpdateTarget::elements(V);
    std::vector<ReductionUpdate> Found;
    const Stmt *Offending = nullptr;
    unsigned Updates = 0;
    if (!onlyUpdates(D.Body, T, A.Op, Updates, &Found, &Offending)) {
      report(Offending, UseProblem::NotUpdate, A);
      return false;
    }
    bool Ok = true;
    for (const ReductionUpdate &U : Found) {
      if (!Seen.insert(U.Update).second)
        continue; // an inner loop's own clause for the same array
      const Stmt *Parent = parentOf(U.Update);
      if (Parent && isa<OpenACCAtomicConstruct>(Parent))
        continue; // atomic already (rule 2)
      std::optional<UseProblem> P;
      if (U.Update->getBeginLoc().isMacroID() ||
          U.Update->getEndLoc().isMacroID())
        P = UseProblem::Macro;
      else if (!isStatement(U.Update, Parent))
        P = UseProblem::InExpression;
      else if (U.Value && U.Target->HasSideEffects(Ctx))
        P = UseProblem::SideEffects;
      if (P) {
        report(U.Update, *P, A);
        Ok = false;
        continue;
      }
      R.Root->AtomicUpdates.push_back(
          {U, A.Op, A.Item, R.AtomicItems.lookup(A.Item)});
    }
    return Ok;
  }

  const Stmt *parentOf(const Stmt *S) {
    DynTypedNodeList Parents = Ctx.getParents(*S);
    return Parents.empty() ? nullptr : Parents[0].get<Stmt>();
  }

  /// Whether \p S is a statement of its own in \p Parent (not a `for`
  /// loop's init or increment, where no directive can go).
  static bool isStatement(const Stmt *S, const Stmt *Parent) {
    if (!Parent)
      return false;
    if (isa<CompoundStmt, LabelStmt, CaseStmt, DefaultStmt>(Parent))
      return true;
    if (const auto *F = dyn_cast<ForStmt>(Parent))
      return S == F->getBody();
    if (const auto *F = dyn_cast<CXXForRangeStmt>(Parent))
      return S == F->getBody();
    if (const auto *W = dyn_cast<WhileStmt>(Parent))
      return S == W->getBody();
    if (const auto *Do = dyn_cast<DoStmt>(Parent))
      return S == Do->getBody();
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      return S == If->getThen() || S == If->getElse();
    return false;
  }

  void report(const Stmt *At, UseProblem P, const DataAttr &A) {
    SourceLocation Loc = At ? At->getBeginLoc() : A.Loc;
    Diags.report(Ctx.getSourceManager().getExpansionLoc(Loc),
                 DiagID::err_acc_reduction_atomic_use)
        << A.Var->getName() << static_cast<unsigned>(P) << A.Op
        << itemText(A.Item, Ctx)
        << atomicReasonText(R.AtomicItems.lookup(A.Item));
    Diags.report(A.Item->getBeginLoc(), DiagID::note_acc_reduction_here)
        << A.Op << itemText(A.Item, Ctx);
  }
};

} // namespace

llvm::StringRef atomicReasonText(AtomicReason R) {
  switch (R) {
  case AtomicReason::UnknownLength:
    return "a subarray whose length is not a constant";
  case AtomicReason::Rows:
    return "a subarray with more than one element in a dimension other "
           "than the innermost";
  case AtomicReason::VariableLength:
    return "a variable-length array";
  case AtomicReason::GlobalArray:
    return "a subarray of a global array (clang 22 crashes)";
  case AtomicReason::DevicePtr:
    return "a subarray of a 'deviceptr' pointer";
  }
  llvm_unreachable("every reason");
}

void reduceAtomically(DirectiveTree &R, ASTContext &Ctx, Diagnoser &Diags) {
  if (R.Target != TargetKind::GPU || R.AtomicItems.empty())
    return;
  AtomicReducer(R, Ctx, Diags).run();
}

} // namespace accc::analysis
