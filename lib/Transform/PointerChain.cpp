//===- PointerChain.cpp - subarrays that step through pointers ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.7.1: in `copyin(a[0:n][0:m])` with `double **a`, the
// data is n separate rows of m elements; the pointer block a[0:n] is on the
// device too, and each of its device pointers is attached to the device copy
// of its row (sec. 2.6.8). Seed 000 lists such subarrays among the
// "Potentially Unmappable Features": no single OpenMP map item names them.
// accc maps them row by row, with one OpenMP directive per block, and lets
// OpenMP attach the pointers: mapping `a[i][0:m]` while the block holding
// the pointer a[i] is present points the device copy of a[i] at the device
// copy of the row. Not in the seed; docs/Mapping.md "Subarrays through
// pointers".
//
// Rules (GPU only: on multicore and host the rows are the host's memory):
// 1. Levels. An item p[l0:n0][l1:n1]...[lk:nk] (every dimension a range;
//    ClauseChecks rule 12 rejects the other forms) has k pointer levels and
//    a data level. Level j is the block p[i0]...[i(j-1)][lj:nj], mapped once
//    per row (i0, ..., i(j-1)) of the levels above it: inside a loop nest
//    over `__accc_i0` ... `__accc_i(j-1)`.
// 2. Entry (data and compute constructs: before the construct; enter data),
//    level 0 first: `target enter data map(M: level)`. M is `alloc` for
//    pointer levels (the attachment writes their device values) and the
//    clause's entry map type for the data level (copy, copyin: to;
//    copyout, create: alloc); `present` adds the present modifier to every
//    level.
// 3. Exit (data and compute constructs: after the construct; exit data),
//    data level first: `target exit data map(M: level)`, M is `from` for
//    copy and copyout, `release` otherwise; pointer levels are released,
//    never copied back (their device copies hold device addresses). With
//    finalize, `delete`; a copyout row is libacc's acc_copyout_finalize of
//    the row, as DataToOMP rule 3 does for whole items.
// 4. update self/host/device: the data level only, `target update
//    from/to(present: level)` per row (if_present: without the modifier).
// 5. A compute construct also maps level 0 itself, `map(ompx_hold, alloc:
//    p[l0:n0])`, which hands its kernel the device address of the pointer
//    block.
// 6. Each of these directives takes the construct's `if` clause and its
//    queue clauses (nowait, depend: AsyncToOMP.cpp), so the rows move in
//    queue order. A `data` construct is synchronous (AsyncToOMP rule 4).
// 7. Deviation: the rows are counted on OpenMP's dynamic reference count,
//    also for `data` and compute constructs, whose structured count is
//    `ompx_hold` elsewhere: clang allows ompx_hold on `target` and `target
//    data` only, and a loop cannot repeat those around one statement. An
//    `exit data` or acc_delete of the rows inside the region can unmap them
//    early; nothing else differs.
// 8. The zero modifier (create(zero:), copyout(zero:)): each row of the
//    data level checks its presence before its `enter data` and is zeroed
//    after it (ZeroModifier.cpp rules 1, 2, 4 and 5). On a compute construct
//    with async the item's directives of rule 2 are synchronous (without
//    the queue clauses), so that the rows are mapped when the host zeroes
//    them on the queue; its exit actions stay on the queue.
//
// Example (GPU):
//   #pragma acc enter data copyin(a[0:n][0:m])
//   =>
//   #pragma omp target enter data map(alloc: a[0:n])
//   for (long long __accc_i0 = 0; __accc_i0 < n; ++__accc_i0) {
//     #pragma omp target enter data map(to: a[__accc_i0][0:m])
//   }
//
// Tests: test/Translate/pointer-chain.c, test/Dump/data-directives.c,
// test/Execution/pointer-chain.c, pointer-chain-class.cpp,
// test/Diagnostics/pointer-chain-unmappable.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/VarRefUtils.h"
#include "Lowering.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

SectionBounds
sectionBounds(const ArraySectionExpr *S, llvm::StringRef Base,
              llvm::function_ref<std::string(const Expr *)> Text) {
  SectionBounds B;
  B.Lb = S->getLowerBound() ? Text(S->getLowerBound()) : "0";
  if (S->getLength())
    B.Len = Text(S->getLength());
  else
    B.Len = ("sizeof(" + Base + ") / sizeof(" + Base + "[0]) - (" + B.Lb + ")")
                .str();
  return B;
}

namespace {

/// \p E in parentheses unless it is a name or a number.
std::string operand(llvm::StringRef E) {
  if (llvm::all_of(E, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
    return E.str();
  return "(" + E.str() + ")";
}

std::string rowVar(unsigned I) { return "__accc_i" + std::to_string(I); }

/// One pointer-chain item, level by level (rule 1).
class Chain {
public:
  Chain(const DataAttr &A, llvm::function_ref<std::string(const Expr *)> Text)
      : Decl(A.Var), Item(A.Item) {
    llvm::SmallVector<const ArraySectionExpr *, 3> Dims;
    const Expr *Base = nullptr;
    getPointerChainRanges(A.Item, Dims, &Base);
    Var = Text(Base);
    for (unsigned I = 0; I < Dims.size(); ++I) {
      const ArraySectionExpr *S = Dims[I];
      Written.push_back(
          "[" + (S->getLowerBound() ? Text(S->getLowerBound()) : "") + ":" +
          (S->getLength() ? Text(S->getLength()) : "") + "]");
      Bounds.push_back(sectionBounds(S, rows(I), Text));
    }
  }

  unsigned dataLevel() const { return Written.size() - 1; }

  /// The first byte and the byte count of a row of the data level (rule 8;
  /// inside the loops over the levels above it).
  std::pair<std::string, std::string> rowExtent() const {
    const SectionBounds &B = Bounds[dataLevel()];
    std::string First = "(" + rows(dataLevel()) + ")[" + B.Lb + "]";
    return {"&" + First, operand(B.Len) + " * sizeof(" + First + ")"};
  }

  /// The block of level \p J.
  OMPItem block(unsigned J) const {
    return OMPItem{Decl, Item, rows(J) + Written[J]};
  }

  /// \p Body (directives), once per row of the levels above \p J: inside a
  /// loop nest over them.
  OMPStmts perRow(unsigned J, OMPStmts Body) const {
    for (unsigned I = J; I-- > 0;) {
      std::string Lb = Bounds[I].Lb;
      std::string End = Lb == "0"
                            ? operand(Bounds[I].Len)
                            : operand(Lb) + " + " + operand(Bounds[I].Len);
      Body = {OMPStmt::loop(rowVar(I), Lb, End, std::move(Body))};
    }
    return Body;
  }

private:
  const ValueDecl *Decl;
  const Expr *Item;
  std::string Var; ///< the variable or member, as written
  std::vector<std::string> Written;
  std::vector<SectionBounds> Bounds;

  /// The variable subscripted by the row variables of the levels above \p J.
  std::string rows(unsigned J) const {
    std::string S = Var;
    for (unsigned I = 0; I < J; ++I)
      S += "[" + rowVar(I) + "]";
    return S;
  }
};

void append(OMPStmts &To, OMPStmts Stmts) {
  To.insert(To.end(), Stmts.begin(), Stmts.end());
}

} // namespace

bool LoweringContext::isPointerChain(const DataAttr &A) const {
  llvm::SmallVector<const ArraySectionExpr *, 3> Dims;
  return A.Item && getPointerChainRanges(A.Item, Dims);
}

OMPItem LoweringContext::chainTop(const DataAttr &A) const {
  return Chain(A, [&](const Expr *E) { return exprText(E); }).block(0);
}

void FinishingSteps::addPointerChains(const Directive &D, OMPNode &N) {
  if (!isGPU())
    return;
  auto Text = [&](const Expr *E) { return exprText(E); };
  std::vector<OMPClause> Extra = queueClauses(D).clauses();
  if (D.IfCond)
    Extra.push_back(OMPClause::value(OMPClauseKind::If, exprText(D.IfCond)));
  // One `#pragma omp target <W> <Clause>` with Extra.
  auto Line = [&](OMPWord W, OMPClause C) {
    OMPDirective X{OMPWord::Target, W};
    X.addClause(std::move(C));
    for (const OMPClause &E : Extra)
      X.addClause(E);
    return OMPStmt::directive(std::move(X));
  };
  // The same without the queue clauses (rule 8).
  auto LineNow = [&](OMPWord W, OMPClause C) {
    OMPDirective X{OMPWord::Target, W};
    X.addClause(std::move(C));
    if (D.IfCond)
      X.addClause(OMPClause::value(OMPClauseKind::If, exprText(D.IfCond)));
    return OMPStmt::directive(std::move(X));
  };
  auto Map = [](OMPMapType T, OMPItem Block, bool Present) {
    return OMPClause::map(T, std::move(Block), /*Hold=*/false, Present);
  };
  bool Structured =
      D.Kind == DirectiveKind::Data || D.Kind == DirectiveKind::Parallel;
  DataSite Site = siteOf(D);
  OMPStmts Entry, Exit, Motion;
  for (const DataAttr &A : D.DMAs) {
    if (!isPointerChain(A))
      continue;
    Chain C(A, Text);
    unsigned Last = C.dataLevel();
    bool Present = A.Kind == DAKind::Present;
    N.Info.push_back(D.spelling() + ": '" + item(A).Text +
                     "' steps through pointers: mapped row by row, on the "
                     "dynamic reference count");
    if (D.Kind == DirectiveKind::Update) {
      OMPClause M = OMPClause::list(A.Kind == DAKind::UpdateDevice
                                        ? OMPClauseKind::To
                                        : OMPClauseKind::From,
                                    C.block(Last));
      M.Present = !D.IfPresent;
      append(Motion, C.perRow(Last, {Line(OMPWord::Update, std::move(M))}));
      continue;
    }
    bool Zero = A.Zero && (Structured || D.Kind == DirectiveKind::EnterData);
    bool Now = Zero && D.Kind == DirectiveKind::Parallel && zeroesOnQueue(D);
    if (Structured || D.Kind == DirectiveKind::EnterData)
      for (unsigned J = 0; J <= Last; ++J) { // rule 2
        OMPMapType Type = J < Last ? OMPMapType::Alloc : *enterMapType(A.Kind, Site);
        OMPClause M = Map(Type, C.block(J), Present);
        OMPStmts Row{Now ? LineNow(OMPWord::EnterData, std::move(M))
                         : Line(OMPWord::EnterData, std::move(M))};
        if (Zero && J == Last) { // rule 8
          auto [Addr, Bytes] = C.rowExtent();
          auto [Flag, Fill] = zeroFill(D.IfCond, zeroesOnQueue(D), Addr, Bytes);
          Row.insert(Row.begin(), std::move(Flag));
          Row.push_back(std::move(Fill));
        }
        append(Entry, C.perRow(J, std::move(Row)));
      }
    if (!Structured && D.Kind != DirectiveKind::ExitData)
      continue;
    for (unsigned J = Last + 1; J-- > 0;) { // rule 3
      OMPMapType Type = J < Last ? OMPMapType::Release : exitMapType(A.Kind, Site);
      OMPStmts Stmts;
      if (D.Finalize && Type == OMPMapType::From) {
        // libacc copies and unmaps the row (DataToOMP rule 3).
        auto [Addr, Bytes] = C.rowExtent();
        Stmts.push_back(OMPStmt::code(
            libaccCall(D, "acc_copyout_finalize", Addr + ", " + Bytes)));
        Out.requireRuntimeHeader();
      } else {
        if (D.Finalize)
          Type = OMPMapType::Delete;
        Stmts.push_back(
            Line(OMPWord::ExitData, Map(Type, C.block(J), /*Present=*/false)));
      }
      append(Exit, C.perRow(J, std::move(Stmts)));
    }
  }
  if (Entry.empty() && Exit.empty() && Motion.empty())
    return;
  auto StatementLayer = [](OMPStmts Stmts) {
    OMPLayer L;
    L.Statements = std::move(Stmts);
    return L;
  };
  switch (D.Kind) {
  case DirectiveKind::Data: { // a compound statement around the region
    OMPLayer L;
    L.Prologue = std::move(Entry);
    L.Epilogue = std::move(Exit);
    N.Layers.insert(N.Layers.begin(), std::move(L));
    return;
  }
  case DirectiveKind::Parallel: { // the construct's own compound statement
    OMPLayer &L = N.Layers.front();
    append(L.Prologue, std::move(Entry));
    L.Epilogue.insert(L.Epilogue.begin(), Exit.begin(), Exit.end());
    return;
  }
  case DirectiveKind::EnterData:
    N.Layers.push_back(StatementLayer(std::move(Entry)));
    return;
  case DirectiveKind::ExitData: // the rows go before whole items
    N.Layers.insert(N.Layers.begin(), StatementLayer(std::move(Exit)));
    return;
  case DirectiveKind::Update:
    N.Layers.push_back(StatementLayer(std::move(Motion)));
    return;
  default:
    return;
  }
}

} // namespace accc::transform
