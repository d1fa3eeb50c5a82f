//===- DataToOMP.cpp - OpenACC data directives to OpenMP ------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Translates data, enter data, exit data, update and host_data.
//
// Spec: OpenACC 3.3, sec. 2.6.5 - 2.6.7, 2.7, 2.8, 2.14.4; seed 001 (the
// structured reference count is LLVM's `ompx_hold`, the dynamic one is
// OpenMP's own); seed 003 (each clause is an entry and an exit action on a
// named counter). GPU target:
//  1. acc data -> omp target data; copy/copyin/copyout/create ->
//     map(ompx_hold, tofrom/to/from/alloc: x); present -> map(ompx_hold,
//     present, alloc: x); no_create -> map(ompx_hold, alloc: x) (as on
//     compute constructs, docs/Mapping.md); deviceptr -> nothing (a pointer
//     that already holds a device address needs no mapping; nested compute
//     constructs see it through their visible data clauses).
//  2. acc enter data -> omp target enter data; copyin -> map(to: x),
//     create -> map(alloc: x): the dynamic count, no ompx_hold.
//  3. acc exit data -> omp target exit data; copyout -> map(from: x),
//     delete -> map(release: x); with finalize, delete -> map(delete: x)
//     and copyout -> `acc_copyout_finalize(&x, sizeof x);` before the
//     directive (`_async(..., q)` with async(q), under its `if`): OpenMP
//     has no map type that both copies out and drops the dynamic count to
//     zero; libacc's routine has (libomptarget's FROM|DELETE), which copies
//     only where no structured count (a data construct) or acc_map_data
//     holds the data (sec. 2.7.8; GCC's pr92843-1). A subarray is its first
//     element's address and its bytes (ZeroModifier.cpp rule 3). Two or
//     more members of one object mapped apart (MemberStandIns.cpp rule 7):
//     one `__accc_copyout_finalize_parts(q, n, p1, bytes1, ...)`, which
//     copies them all out where they are one present piece (an object
//     entered whole), not only the first, whose finalize removes the
//     piece.
//  4. acc update -> omp target update; self/host -> from(present: x),
//     device -> to(present: x) (absent data is an error, sec. 2.14.4);
//     with if_present, from(x) / to(x) (OpenMP skips absent data).
//  5. acc host_data use_device(p) -> omp target data use_device_ptr(p) for
//     a pointer, use_device_addr(a) for an array; also for a member named
//     in a member function (`p` for `this->p`, the one member clang lets
//     through; OpenMP takes members of `this` there).
//  6. if(c) -> if(c). A directive left with no map or motion clause (OpenMP
//     requires one) becomes no directive, and a data/host_data region a
//     plain statement. async/wait: activity queues (AsyncToOMP.cpp).
//  7. acc declare (sec. 2.13) at file scope: create, copyin,
//     device_resident -> omp declare target(x); link -> omp declare target
//     link(x); deviceptr -> nothing; a `static` variable loses `static`
//     and gets a unique symbol name, `__asm__("x__accc_<hash>")` (clang
//     registers no declare target variable of internal linkage with the
//     OpenMP runtime, so `update` and `present` could not find it).
//     In a function the rest of the block is the data lifetime: omp target
//     data map(ompx_hold, ...) as for `data` (device_resident -> alloc),
//     opening a compound statement that closes before the block's `}`;
//     when a `return` leaves the block, omp target enter data map(to/alloc:
//     x) instead, and omp target exit data map(from/release: x) before each
//     `return` and at the end of the block (no ompx_hold: clang allows it
//     on target and target data only).
//  8. attach(p), detach(p): libacc's acc_attach / acc_detach calls
//     (AttachToOMP.cpp). Subarrays that step through pointers
//     (`pp[0:n][0:m]`): one directive per row (PointerChain.cpp).
//  9. wait, init, shutdown, set: runtime calls (RuntimeDirectives.cpp).
// 10. present(p) and no_create(p) of a pointer variable p (no subarray):
//     `p[:0]`, a zero-length array section. The data p points to must be
//     present (present) or is used if present (no_create), and the region
//     gets its device address; the pointer variable's own storage (a local
//     or a parameter, never mapped) is not what such code means (nvc reads
//     it the same way; the csc-training and OpenACC-book codes rely on it).
// Multicore and host targets share the host's memory: every data directive
// is a no-op and disappears from the translation (host_data's device
// address is the host address). An enter data, exit data or update
// directive leaves `(void)v;` for each local variable it names (its items
// and conditions), so that a variable only such directives use is not
// reported unused under -Wall (CloverLeaf's finalise.cpp: 33 pointers
// used only by `exit data delete`); nothing is evaluated again. Compiles
// only: the print modes print clean OpenMP.
//
// Example (GPU):
//   #pragma acc data copyin(a[0:n]) copy(b[0:n])
//   =>
//   #pragma omp target data map(ompx_hold, to: a[0:n]) map(ompx_hold,
//       tofrom: b[0:n])
//
// Tests: test/Translate/data-directives.c, data-members.cpp;
// test/Dump/data-directives.c, data-actions-data.c;
// test/Execution/data-directives-*.c, data-clauses.c, data-members.c,
// present-pointer.c (rule 10).
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/DataActions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

OMPClause LoweringContext::mapClause(const DataAttr &A, OMPMapType MapType,
                                       bool Hold, bool Implicit) const {
  // PointerChain.cpp rule 5: a compute construct maps the pointer block of
  // a pointer chain; its rows are mapped around the construct.
  OMPItem Item = isPointerChain(A) ? chainTop(A) : item(A);
  // Rule 10: present(p) / no_create(p) of a pointer p.
  // (An implicit one, DataAttributes.cpp rule g', has no item.)
  if ((A.Kind == DAKind::Present || A.Kind == DAKind::NoCreate) &&
      !A.Member &&
      (!A.Item || isa<DeclRefExpr>(A.Item->IgnoreParenImpCasts())) &&
      A.Var->getType().getNonReferenceType()->isPointerType()) {
    if (A.Item)
      Item.Ref = A.Item;
    Item.Text += "[:0]";
  }
  OMPClause M = OMPClause::map(MapType, std::move(Item), Hold && Opts.UseHold,
                               A.Kind == DAKind::Present, Implicit);
  // OpenACC 3.4 sec. 2.7.4: `alwaysin` (or `always`) copies to the device
  // even when the data is present, `alwaysout` (or `always`) copies back
  // even when the references remain: OpenMP's `always` map-type modifier
  // on a `to` / `from` map, on a `tofrom` one when both apply (a copy with
  // one of them keeps its present test: ClauseChecks.cpp warns).
  if (A.Clause && A.Source == DASource::Exp) {
    OpenACCModifierKind Mods = clauseModifiers(A.Clause);
    if (A.MergedClause)
      Mods = Mods | clauseModifiers(A.MergedClause);
    auto Has = [&](OpenACCModifierKind K) {
      return isOpenACCModifierBitSet(Mods, OpenACCModifierKind::Always) ||
             isOpenACCModifierBitSet(Mods, K);
    };
    bool In = Has(OpenACCModifierKind::AlwaysIn),
         Out = Has(OpenACCModifierKind::AlwaysOut);
    if ((MapType == OMPMapType::To && In) ||
        (MapType == OMPMapType::From && Out) ||
        (MapType == OMPMapType::ToFrom && In && Out))
      M.Modifier = "always";
  }
  return M;
}

// Declared in Lowering.h. The map types follow from the clause's data
// actions (Analysis/DataActions.h), seed 003's decomposition.
std::optional<OMPMapType> entryMapType(DAKind K, DataSite S) {
  auto [Entry, Exit] = decomposeClause(K, S);
  bool CopiesOut = Exit.Kind == ExitActionKind::CopyOut;
  switch (Entry.Kind) {
  case EntryActionKind::CopyIn:
    return CopiesOut ? OMPMapType::ToFrom : OMPMapType::To;
  case EntryActionKind::Create:
    return CopiesOut ? OMPMapType::From : OMPMapType::Alloc;
  case EntryActionKind::Present:
  case EntryActionKind::NoCreate:
  case EntryActionKind::DeclareDeviceResident:
    return OMPMapType::Alloc;
  default:
    return std::nullopt;
  }
}

std::optional<OMPMapType> enterMapType(DAKind K, DataSite S) {
  if (!entryMapType(K, S))
    return std::nullopt;
  return decomposeClause(K, S).first.Kind == EntryActionKind::CopyIn
             ? OMPMapType::To
             : OMPMapType::Alloc;
}

OMPMapType exitMapType(DAKind K, DataSite S) {
  return decomposeClause(K, S).second.Kind == ExitActionKind::CopyOut
             ? OMPMapType::From
             : OMPMapType::Release;
}

DataSite siteOf(const Directive &D) {
  std::optional<DataSite> S = dataSite(D);
  assert(S && "a directive with data clauses");
  return *S;
}

namespace {

bool isPointerItem(const DataAttr &A) {
  // A member (of `this`, in a member function) is its own type.
  QualType T = A.Member ? A.Item->getType() : A.Var->getType();
  return T.getNonReferenceType()->isPointerType();
}

} // namespace

std::string LoweringContext::asyncArg(const Directive &D) const {
  const auto *A = D.findClause<OpenACCAsyncClause>();
  if (!A)
    return "";
  return A->hasIntExpr() ? exprText(A->getIntExpr()) : "acc_async_noval";
}

std::string LoweringContext::libaccCall(const Directive &D,
                                        llvm::StringRef Routine,
                                        llvm::StringRef Args,
                                        bool Guarded) const {
  std::string Async = asyncArg(D);
  std::string Call = Routine.str() + (Async.empty() ? "" : "_async") + "(" +
                     Args.str() + (Async.empty() ? "" : ", " + Async) + ");";
  if (Guarded && D.IfCond)
    Call = "if (" + exprText(D.IfCond) + ") " + Call;
  return Call;
}

void DataLowering::addEntryMaps(llvm::ArrayRef<DataAttr> DMAs, DataSite S,
                                OMPDirective &X, bool Hold) const {
  for (const DataAttr &A : DMAs)
    if (std::optional<OMPMapType> MapType = entryMapType(A.Kind, S);
        MapType && !isPointerChain(A))
      X.addClause(mapClause(A, *MapType, Hold));
}

/// `(void)v;` for each local variable the clauses of \p D name.
static std::string namedLocals(const Directive &D) {
  const auto *C = dyn_cast_or_null<OpenACCConstructStmt>(D.Node);
  if (!C)
    return {};
  std::string Out;
  for (const VarRef &R : collectReferencedVars(nullptr, C->clauses()))
    if (R.Var->hasLocalStorage())
      Out += (Out.empty() ? "" : " ") +
             ("(void)" + R.Var->getName() + ";").str();
  return Out;
}

OMPNode DataLowering::lower(const Directive &D) {
  OMPNode N;
  if (!isGPU()) {
    N.Info.push_back(D.spelling() + ": nothing to do, the host's memory is "
                                    "the device's");
    if (Opts.KeepVanishedUses && (D.Kind == DirectiveKind::EnterData ||
        D.Kind == DirectiveKind::ExitData || D.Kind == DirectiveKind::Update))
      if (std::string Uses = namedLocals(D); !Uses.empty())
        N.Layers.emplace_back().Statements = {OMPStmt::code(Uses)};
    return N;
  }
  // Usually one directive (exit data finalize copyout: libacc calls before
  // it); an update that names several parts of one variable needs one
  // `target update` per part (OpenMP allows one per variable).
  std::vector<OMPDirective> Dirs;
  auto NewDirective = [&](OMPWord W) -> OMPDirective & {
    return Dirs.emplace_back(OMPDirective{OMPWord::Target, W});
  };
  switch (D.Kind) {
  case DirectiveKind::Data:
  case DirectiveKind::EnterData: {
    bool Hold = D.Kind == DirectiveKind::Data;
    OMPDirective &X = NewDirective(Hold ? OMPWord::Data : OMPWord::EnterData);
    addEntryMaps(D.DMAs, siteOf(D), X, Hold);
    break;
  }
  case DirectiveKind::ExitData: {
    OMPDirective &X = NewDirective(OMPWord::ExitData);
    // Rule 3: copyout members of one object mapped apart, two or more:
    // one call for them all (MemberStandIns.cpp rule 7).
    llvm::DenseMap<const DataAttr *, unsigned> Together;
    std::vector<std::vector<const DataAttr *>> Objects;
    if (D.Finalize)
      for (std::vector<const DataAttr *> &O : memberObjects(*this, D)) {
        llvm::erase_if(
            O, [](const DataAttr *A) { return A->Kind != DAKind::CopyOut; });
        if (O.size() < 2)
          continue;
        for (const DataAttr *A : O)
          Together[A] = Objects.size();
        Objects.push_back(std::move(O));
      }
    for (const DataAttr &A : D.DMAs) {
      if (A.Kind == DAKind::Detach || isPointerChain(A))
        continue; // below
      if (A.Kind == DAKind::CopyOut && D.Finalize) { // rule 3
        std::string Call;
        if (auto It = Together.find(&A); It != Together.end()) {
          const std::vector<const DataAttr *> &O = Objects[It->second];
          if (O.front() != &A)
            continue;
          std::string Async = asyncArg(D);
          Call = "__accc_copyout_finalize_parts(" +
                 (Async.empty() ? "acc_async_sync" : Async) + ", " +
                 memberParts(*this, D, O) + ");";
          if (D.IfCond)
            Call = "if (" + exprText(D.IfCond) + ") " + Call;
        } else {
          auto [Addr, Bytes] = itemExtent(A);
          Call = libaccCall(D, "acc_copyout_finalize", Addr + ", " + Bytes);
        }
        N.Info.push_back(D.spelling() + " -> " + Call);
        N.Layers.emplace_back().Statements = {OMPStmt::code(Call)};
        Out.requireRuntimeHeader();
        continue;
      }
      OMPMapType MapType = D.Finalize ? OMPMapType::Delete
                                      : exitMapType(A.Kind, DataSite::ExitData);
      X.addClause(mapClause(A, MapType, /*Hold=*/false));
    }
    break;
  }
  case DirectiveKind::Update: {
    std::vector<llvm::DenseSet<const ValueDecl *>> Named;
    for (const DataAttr &A : D.DMAs) {
      if (isPointerChain(A))
        continue; // below
      unsigned I = 0;
      while (I < Named.size() && Named[I].count(A.Var))
        ++I;
      if (I == Named.size()) {
        NewDirective(OMPWord::Update);
        Named.emplace_back();
      }
      Named[I].insert(A.Var);
      OMPClause Motion = OMPClause::list(A.Kind == DAKind::UpdateDevice
                                             ? OMPClauseKind::To
                                             : OMPClauseKind::From,
                                         item(A));
      Motion.Present = !D.IfPresent;
      Dirs[I].addClause(std::move(Motion));
    }
    break;
  }
  case DirectiveKind::HostData: {
    OMPDirective &X = NewDirective(OMPWord::Data);
    for (const DataAttr &A : D.DMAs) {
      // A subarray of a variable names the variable (ClauseChecks.cpp rule
      // 27): OpenMP's use_device_ptr takes a variable.
      OMPItem I = item(A);
      if (!A.Member && A.Item &&
          isa<ArraySectionExpr>(A.Item->IgnoreParenImpCasts())) {
        I = OMPItem();
        I.Decl = A.Var;
        I.Text = declName(A.Var);
      }
      X.addClause(OMPClause::list(isPointerItem(A)
                                      ? OMPClauseKind::UseDevicePtr
                                      : OMPClauseKind::UseDeviceAddr,
                                  std::move(I)));
    }
    break;
  }
  case DirectiveKind::Parallel:
  case DirectiveKind::Loop:
  case DirectiveKind::Wait:
  case DirectiveKind::Init:
  case DirectiveKind::Shutdown:
  case DirectiveKind::Set:
  case DirectiveKind::Atomic:
  case DirectiveKind::OrphanLoop:
  case DirectiveKind::Cache:
    llvm_unreachable("not a data directive");
  }
  for (OMPDirective &X : Dirs) {
    if (X.Clauses.empty())
      continue;
    if (D.IfCond)
      X.addClause(OMPClause::value(OMPClauseKind::If, exprText(D.IfCond)));
    X.mergeLists();
    N.Layers.emplace_back();
    N.Layers.back().Directive = X;
    N.Info.push_back(D.spelling() + " -> #pragma " + X.text());
  }
  return N; // the finishing steps follow (TransformACCToOMP::finish)
}

} // namespace accc::transform
