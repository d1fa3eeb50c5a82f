//===- KernelsToOMP.cpp - A kernels region as a sequence of kernels -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.5.2: "the compiler will split the code in the kernels
// region into a sequence of accelerator kernels. Typically, each loop nest
// will be a distinct kernel." Not in the seed. accc splits a `kernels`
// construct whose body is a compound statement:
//  1. Segments: each statement of the body that is a gang-partitioned loop
//     nest (a `loop` construct, or a naked loop the dependence analysis made
//     an implicit loop, Analysis/Dependence.cpp) is a segment; each maximal
//     run of other statements between them is a segment.
//  2. No split (the region stays one target region, docs/Mapping.md
//     "Kernels") with fewer than two segments, with `async` or `wait` (the
//     kernels would each need the queue; not yet), on the host target (one
//     thread runs everything anyway), or where a variable declared in one
//     segment is used in another.
//  3. GPU: the construct becomes `target data` with its map clauses (the
//     data lives across the kernels, and the scalars kernels copies are one
//     device copy that every kernel reads and writes); each loop segment is
//     `target teams` with the construct's clauses for the variables it
//     references, fused with the loop's
//     directive and given the launch geometry as a `parallel loop`; each run
//     of statements is `target teams num_teams(1)` around a compound
//     statement, so that it runs once. A reduction on the construct goes to
//     the segment whose loop reduces the variable; elsewhere it is shared.
//     The segments' maps find the data present (no copies).
//  4. Multicore: the construct has no directive; each loop segment is a
//     `parallel` fused with its loop; runs of statements run on the
//     encountering thread, or, where they hold a partitioned loop (inside a
//     loop left sequential), in a `parallel` of one thread as an unsplit
//     region does (its loop directives need one).
//  5. GPU: the target data leaves out the scalars kernels would copy by
//     default (sec. 2.6.2) that nothing in the region writes (each kernel
//     takes them firstprivate, segmentView) and those that only one loop
//     segment uses, which reduces them: that kernel reduces into the host's
//     variable as a `parallel loop` does (its own map, or GangReductions.cpp's
//     target: the host's variable where it is not present). A Jacobi sweep
//     written as naked loops paid two scalars' maps and copies both ways
//     per sweep (bench/jacobi: 0.78-0.81 of the `parallel loop` version's
//     speed with, 0.93-0.94 without them; H100, 2026-11-28).
//
// Example (GPU):
//   #pragma acc kernels copy(a[0:n])   #pragma omp target data map(ompx_hold, tofrom: a[0:n], s)
//   {                                  {
//     s = 0;                           #pragma omp target teams num_teams(1) map(...) shared(a, s)
//                                      { s = 0; }
//     for (i = 0; i < n; ++i)          #pragma omp target teams distribute parallel for map(...)
//       a[i] *= 2;                         ... 
//   }                                  for (i = 0; i < n; ++i) a[i] *= 2;
//                                      }
//
// Tests: test/Translate/kernels-auto.c, test/Translate/kernels.c,
// test/Execution/kernels-auto.c; rule 5: test/Execution/kernels-split-
// scalars.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// Whether a reduction of \p V is in a loop of \p L's subtree.
bool reducesIn(const Directive &L, const ValueDecl *V) {
  if (const DataAttr *A = L.findDSA(V); A && A->Kind == DAKind::Reduction)
    return true;
  for (const Directive *C : L.Children)
    if (reducesIn(*C, V))
      return true;
  return false;
}

/// A scalar (not a pointer) that kernels copies by default (OpenACC 3.3
/// sec. 2.6.2: no data clause names it).
bool implicitScalarCopy(const DataAttr &A) {
  const auto *V = dyn_cast_or_null<VarDecl>(A.Var);
  return V && A.Kind == DAKind::Copy && A.Source == DASource::Imp &&
         !A.Item && isScalarVar(V).value_or(false) &&
         !V->getType()->isPointerType();
}

/// The statements of segment \p G of the region body \p Body.
llvm::iterator_range<CompoundStmt::const_body_iterator>
segmentStmts(const CompoundStmt *Body, const KernelsSegment &G) {
  auto B = llvm::find(Body->body(), G.First);
  auto E = std::next(llvm::find(Body->body(), G.Last));
  return llvm::make_range(B, E);
}

} // namespace

std::vector<KernelsSegment>
ComputeLowering::kernelsSegments(const Directive &P, std::string &WhyNot) const {
  std::vector<KernelsSegment> Segments;
  const auto *Body = dyn_cast<CompoundStmt>(P.Body);
  if (!P.Kernels || P.isCombined() || !Body ||
      Opts.Target == TargetKind::Host)
    return Segments;
  if (P.findClause<OpenACCAsyncClause>() || P.findClause<OpenACCWaitClause>()) {
    WhyNot = "accc does not split a region with async or wait into kernels yet";
    return Segments;
  }
  llvm::DenseMap<const Stmt *, const Directive *> GangLoops;
  for (const Directive *C : P.Children)
    if (C->Kind == DirectiveKind::Loop && C->Loop.isGangPartitioned())
      GangLoops[C->stmt()] = C;
  for (const Stmt *S : Body->body()) {
    auto It = GangLoops.find(S);
    if (It != GangLoops.end()) {
      Segments.push_back({S, S, It->second});
      continue;
    }
    if (Segments.empty() || Segments.back().Loop)
      Segments.push_back({S, S, nullptr});
    else
      Segments.back().Last = S;
  }
  if (Segments.size() < 2) {
    WhyNot = "it holds no loop nest to run as a kernel of its own";
    return {};
  }
  // Rule 2: a declaration of one segment used in another.
  for (const KernelsSegment &G : Segments)
    for (const Stmt *S : segmentStmts(Body, G)) {
      const auto *DS = dyn_cast<DeclStmt>(S);
      if (!DS)
        continue;
      for (const Decl *D : DS->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V)
          continue;
        for (const KernelsSegment &Other : Segments)
          if (&Other != &G)
            for (const Stmt *O : segmentStmts(Body, Other))
              if (mentionsVar(O, V)) {
                WhyNot = "'" + V->getNameAsString() +
                         "', declared in the region, is used in two of its "
                         "kernels";
                return {};
              }
      }
    }
  return Segments;
}

std::vector<const ValueDecl *> ComputeLowering::scalarsLeftOnHost(
    const Directive &P, const std::vector<KernelsSegment> &Segments) const {
  llvm::DenseSet<const VarDecl *> Written;
  collectWrittenVars(P.Body, Written);
  const auto *Body = cast<CompoundStmt>(P.Body);
  std::vector<const ValueDecl *> Out;
  for (const DataAttr &A : P.DMAs) {
    if (!implicitScalarCopy(A))
      continue;
    const auto *V = cast<VarDecl>(A.Var);
    std::vector<const KernelsSegment *> Users;
    for (const KernelsSegment &G : Segments)
      if (llvm::any_of(segmentStmts(Body, G),
                       [&](const Stmt *S) { return mentionsVar(S, V); }))
        Users.push_back(&G);
    if (!Written.count(V) ||
        (Users.size() == 1 && Users.front()->Loop &&
         reducesIn(*Users.front()->Loop, V)))
      Out.push_back(V);
  }
  return Out;
}

bool ComputeLowering::holdsLoop(const Directive &P,
                                const KernelsSegment &G) const {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = G.First->getBeginLoc(), End = G.Last->getEndLoc();
  for (const Directive *C : P.Children) {
    SourceLocation L = C->stmt()->getBeginLoc();
    if (!SM.isBeforeInTranslationUnit(L, Begin) &&
        !SM.isBeforeInTranslationUnit(End, L))
      return true;
  }
  return false;
}

Directive ComputeLowering::segmentView(const Directive &P,
                                       const KernelsSegment &G) const {
  Directive Seg = P;
  Seg.Body = G.First == G.Last ? G.First : P.Body;
  Seg.Children.clear();
  if (G.Loop)
    Seg.Children.push_back(const_cast<Directive *>(G.Loop));
  // The kernel names what it references only: the target data keeps the
  // rest present, and each map is a lookup at every launch.
  llvm::DenseSet<const VarDecl *> Used;
  for (const Stmt *S : segmentStmts(cast<CompoundStmt>(P.Body), G))
    for (const VarRef &R : collectReferencedVars(S))
      Used.insert(R.Var);
  auto Unused = [&](const DataAttr &A) {
    const auto *V = dyn_cast_or_null<VarDecl>(A.Var);
    return V && !Used.count(V);
  };
  llvm::erase_if(Seg.DMAs, Unused);
  llvm::erase_if(Seg.DSAs, Unused);
  // A scalar kernels copies (OpenACC 3.3 sec. 2.6.2) that nothing in the
  // region writes has its host value on the device all along: the kernel
  // takes it firstprivate, as `parallel` would, without a map lookup.
  llvm::DenseSet<const VarDecl *> Written;
  collectWrittenVars(P.Body, Written);
  auto ReadOnlyCopy = [&](const DataAttr &A) {
    return implicitScalarCopy(A) && !Written.count(cast<VarDecl>(A.Var));
  };
  for (const DataAttr &A : Seg.DMAs)
    if (ReadOnlyCopy(A))
      if (DataAttr *DSA = Seg.findDSA(A.Var); DSA && DSA->Kind == DAKind::Shared)
        DSA->Kind = DAKind::FirstPrivate;
  llvm::erase_if(Seg.DMAs, ReadOnlyCopy);
  for (DataAttr &A : Seg.DSAs)
    if (A.Kind == DAKind::Reduction && (!G.Loop || !reducesIn(*G.Loop, A.Var))) {
      A.Kind = DAKind::Shared;
      A.Op = OpenACCReductionOperator::Invalid;
    }
  return Seg;
}

void ComputeLowering::splitKernels(const DirectiveTree &R, const Directive &P,
                                   const std::vector<KernelsSegment> &Segments,
                                   llvm::DenseMap<const Directive *, OMPNode> &Loops,
                                   OMPNode &PN) {
  for (const KernelsSegment &G : Segments) {
    Directive Seg = segmentView(P, G);
    OMPNode SN = lowerCompute(Seg);
    SN.Layers.front().Prologue.clear(); // the construct's evaluates them once
    SN.Info.clear();
    if (G.Loop) {
      // The reduction's variable is present (the target data's copy): the
      // last team applies the result to it (GangReductions.cpp).
      fuseCombined(*G.Loop, SN, Loops[G.Loop]);
      GangReductionForm = gangReductionsApply(R, Seg, *G.Loop, SN);
      addLaunchGeometry(Seg, *G.Loop, SN);
      addCollapseVersion(*G.Loop, SN);
      if (GangReductionForm)
        addGangReductions(Seg, *G.Loop, SN);
      GangReductionForm = false;
      finishCollapseVersion(SN);
      for (OMPLayer &Layer : SN.Layers)
        if (Layer.Directive)
          Layer.Directive->mergeLists();
      addTeamsReductionPads(SN);
      if (G.Loop->isImplicitLoop())
        Out.addRange(G.Loop->Body, G.Loop->Body, false, std::move(SN));
      else
        Out.nodeFor(G.Loop->Node) = std::move(SN);
      continue;
    }
    if (!isGPU() && !holdsLoop(P, G))
      continue; // rule 4: the encountering thread runs it
    SN.Layers.front().Directive->mergeLists();
    SN.Info.push_back("kernels: statements between loops, one kernel of one "
                      "gang");
    Out.addRange(G.First, G.Last, true, std::move(SN));
  }
  // The construct: rule 3's target data, or nothing (rule 4).
  OMPLayer &Layer = PN.Layers.front();
  std::optional<OMPDirective> Data;
  if (isGPU()) {
    Data.emplace(std::initializer_list<OMPWord>{OMPWord::Target, OMPWord::Data});
    for (const OMPClause &C : Layer.Directive->Clauses)
      if (C.Kind == OMPClauseKind::Map)
        Data->addClause(C);
    for (const ValueDecl *V : scalarsLeftOnHost(P, Segments))
      Data->removeItems(OMPClauseKind::Map, V);
    addDataIf(*Layer.Directive, *Data);
    if (llvm::none_of(Data->Clauses, [](const OMPClause &C) {
          return C.Kind == OMPClauseKind::Map;
        }))
      Data.reset(); // target data needs a map clause
  }
  Layer.Directive = std::move(Data);
  PN.Info.push_back("kernels: split into " + std::to_string(Segments.size()) +
                    " kernels (each loop nest one, and the statements "
                    "between them)");
}

} // namespace accc::transform
