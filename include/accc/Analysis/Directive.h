//===- Directive.h - Effective OpenACC directives and their attributes -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The analysis view of an OpenACC construct: one `Directive` per *effective*
/// directive (a combined `parallel loop` is split into a `parallel` and a
/// `loop`, seed 000 "Combined Directives"), arranged as a tree per compute
/// construct, each carrying the data attributes of every variable it
/// references (seed 000 "Semantic Clarifications") and, for loops, the
/// partitioning decided by LoopPartitioning.
///
/// Vocabulary (docs/Design.md): DMA = data mapping attribute, DSA = data
/// sharing attribute; exp / pre / imp = explicit / predetermined / implicit.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_DIRECTIVE_H
#define ACCC_ANALYSIS_DIRECTIVE_H

#include "accc/Analysis/Dependence.h"
#include "accc/Basic/Options.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/OpenACCKinds.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
#include <vector>

namespace clang {
class BinaryOperator;
class ForStmt;
class FunctionDecl;
class OpenACCDeclareDecl;
class ReturnStmt;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace accc::analysis {

/// The effective directives accc translates: the compute construct and its
/// loops, and the data directives (each its own one-directive region).
enum class DirectiveKind {
  Parallel,
  Loop,
  Data,
  EnterData,
  ExitData,
  Update,
  HostData,
  Wait,     ///< the wait directive (OpenACC 3.3 sec. 2.16.3)
  Init,     ///< init (sec. 2.14.1)
  Shutdown, ///< shutdown (sec. 2.14.2)
  Set,      ///< set (sec. 2.14.3)
  Atomic,   ///< atomic outside a compute construct (sec. 2.12)
  OrphanLoop, ///< a loop outside a compute construct (sec. 2.9)
  Cache,      ///< cache outside a compute construct (sec. 2.10)
};

/// A data attribute. The first group is the DMA group, the second the DSA
/// group (seed 000, "Basic Data Attributes").
enum class DAKind {
  // DMAs
  Nomap,
  Copy,
  CopyIn,
  CopyOut,
  Create,
  Present,
  NoCreate,
  DevicePtr,
  // Data clauses that only the data directives have. Like seed 003's
  // acc.delete / acc.update_host / acc.update_device / acc.use_device, each is
  // an action on its list items rather than an attribute of a region.
  Delete,       ///< exit data delete(x)
  Attach,       ///< attach(p) (data, enter data, compute constructs)
  Detach,       ///< detach(p) (exit data)
  UpdateHost,   ///< update self(x) / host(x)
  UpdateDevice, ///< update device(x)
  UseDevice,    ///< host_data use_device(x)
  DeviceResident, ///< declare device_resident(x)
  Link,           ///< declare link(x)
  // DSAs
  Shared,
  Reduction,
  FirstPrivate,
  Private,
};

enum class DASource { Exp, Pre, Imp };

bool isDMA(DAKind K);
/// Whether clauses of kind \p K accept parts of objects (`s.p[0:n]`,
/// `this[0:1]`): the data clauses (in use_device, where OpenACC 3.3 sec.
/// 2.8 asks for "the name of a variable or array", clang lets through only
/// a member named in a member function, `p` for `this->p`); the DSAs keep
/// theirs apart (Directive::MemberPrivates).
inline bool allowsMemberItems(DAKind K) { return isDMA(K); }
/// Whether list item \p Item of a clause of kind \p K is an array element
/// that holds a pointer in attach or detach (`attach(ptrs[i])`): the clause
/// acts on the pointer stored there (OpenACC 3.3 sec. 2.7.12, 2.7.13), part
/// of the array as a member is part of an object (DataAttr::Member).
bool isAttachedElement(DAKind K, const clang::Expr *Item);
/// firstprivate and private cannot combine with a DMA other than nomap.
bool isUnmappableDSA(DAKind K);
/// Whether \p K is copy, copyin, copyout or create: one variable in two of
/// them on a directive is read as one clause (mergedDMA; ClauseChecks.cpp
/// rule 2).
bool isMergeableDMA(DAKind K);
/// The one of copy, copyin, copyout and create that does what \p A and
/// \p B both do: it copies in where one copies in, out where one copies
/// out (OpenACC 3.3 does not forbid one variable in several data clauses;
/// nvc and flang accept it).
DAKind mergedDMA(DAKind A, DAKind B);
/// The OpenACC spelling of a data attribute ("copy", "firstprivate", ...).
llvm::StringRef daKindName(DAKind K);
llvm::StringRef daSourceName(DASource S);
/// The data attribute an explicit clause gives its list items (aliases such
/// as `pcopy` resolve to their clause), or none for other clauses (and for
/// the condition form of `self`).
std::optional<DAKind> dataAttrOfClause(const clang::OpenACCClause *C);
/// The list items of a clause that dataAttrOfClause() gives an attribute.
llvm::ArrayRef<clang::Expr *> clauseVarList(const clang::OpenACCClause *C);
/// The modifier list of a copy/copyin/copyout/create clause.
clang::OpenACCModifierKind clauseModifiers(const clang::OpenACCClause *C);

/// One data attribute of one variable on one directive.
struct DataAttr {
  const clang::ValueDecl *Var = nullptr;
  DAKind Kind = DAKind::Nomap;
  DASource Source = DASource::Imp;
  /// For exp: the list item as written (a variable or a subarray).
  const clang::Expr *Item = nullptr;
  /// For exp: the clause it appears in.
  const clang::OpenACCClause *Clause = nullptr;
  /// For reductions.
  clang::OpenACCReductionOperator Op = clang::OpenACCReductionOperator::Invalid;
  /// For imp reductions: the loop reduction that caused it.
  const DataAttr *ImpliedBy = nullptr;
  clang::SourceLocation Loc;
  /// An explicit item that designates part of an object (`s.p[0:n]`,
  /// `this[0:1]`; VarRefUtils getMemberItemBase), or the pointer in an array
  /// element of attach / detach (`ptrs[i]`, isAttachedElement): Var is the
  /// variable holding it, or null for `this`. The item acts on that part
  /// only, so it gives the variable no data attribute: findDMA / findDSA
  /// skip it.
  bool Member = false;
  bool ReadOnly = false; ///< copyin(readonly: ...)
  bool Zero = false;     ///< copyout(zero: ...), create(zero: ...)
  /// For exp: a second clause of the same item merged into this one
  /// (isMergeableDMA), whose modifiers apply too.
  const clang::OpenACCClause *MergedClause = nullptr;
  /// A reduction of an array or subarray that the GPU translation does
  /// with atomic updates of the shared data (AtomicReductions.cpp): Kind is
  /// Shared now, Op the reduction's operator.
  bool AtomicReduction = false;
};

/// Why OpenMP cannot reduce a reduction item on the GPU, where accc reduces
/// it with atomic updates (ClauseChecks.cpp rule 19, AtomicReductions.cpp).
enum class AtomicReason {
  UnknownLength,  ///< a subarray whose length is not a constant
  Rows,           ///< several rows of an array of arrays (`m[1:2]`)
  VariableLength, ///< a variable-length array
  GlobalArray,    ///< a subarray of an array of static storage
  DevicePtr,      ///< a subarray of a deviceptr pointer
};

/// The text of \p R as the diagnostics and -Minfo lines give it ("a
/// variable-length array"; AtomicReductions.cpp).
llvm::StringRef atomicReasonText(AtomicReason R);

/// An update of a reduction's variable, or of one element of a reduced
/// array (ReductionUpdates.h, onlyUpdates).
struct ReductionUpdate {
  /// The assignment, increment or decrement, or the `if` of a guarded
  /// maximum or minimum.
  const clang::Stmt *Update = nullptr;
  /// The variable or element it updates (the assignment's left side).
  const clang::Expr *Target = nullptr;
  /// For max and min: the value compared with the target (e), and the
  /// expression that the update selects it with (the assignment's right
  /// side; the `if`'s condition). Null for the other operators.
  const clang::Expr *Value = nullptr, *Selection = nullptr;
  /// For a guarded maximum or minimum: the assignment in the `if`.
  const clang::BinaryOperator *GuardedAssign = nullptr;
};

/// An update of an element of an array that a reduction of the GPU
/// translation does with atomic updates (AtomicReductions.cpp).
struct AtomicUpdate : ReductionUpdate {
  clang::OpenACCReductionOperator Op = clang::OpenACCReductionOperator::Invalid;
  /// The reduction clause's list item, and why OpenMP cannot reduce it.
  const clang::Expr *Item = nullptr;
  AtomicReason Reason = AtomicReason::UnknownLength;
};

/// The loop control variable of one loop level of a loop directive.
struct LoopControlVar {
  const clang::VarDecl *Var = nullptr;
  /// Declared in the init of the `for` (as opposed to just assigned).
  bool Declared = false;
};

/// Partitioning of a loop directive (LoopPartitioning.cpp).
struct LoopPartitioning {
  bool Gang = false, Worker = false, Vector = false; ///< exp
  bool Seq = false, Auto = false, Independent = false;
  /// Implicit gang (seed 000, "Implicit Gang Clauses").
  bool ImpGang = false;
  /// Treated as a sequential loop (seed 000, "Sequential Loops").
  bool Sequential = false;
  unsigned Collapse = 1;
  /// collapse(force: n) (OpenACC 3.3 sec. 2.9.1).
  bool CollapseForce = false;
  /// With force: the first statement of code between the associated loops,
  /// or null when they are tightly nested.
  const clang::Stmt *InterveningCode = nullptr;
  /// The number of loops a tile clause names (0: none); they are
  /// partitioned as collapsed (Collapse covers them).
  unsigned Tile = 0;
  /// gang(dim: d) (OpenACC 3.3 sec. 2.9.2): d, 1 without dim.
  unsigned GangDim = 1;
  /// A gang(dim:) loop inside a gang-partitioned loop: OpenMP distributes a
  /// team's iterations once, so the gang (team) that runs an iteration of
  /// the enclosing gang loop runs all of this loop's iterations
  /// (docs/Mapping.md, "Multi-dimensional gangs"); not gang-partitioned.
  bool GangInGang = false;
  const clang::Expr *GangStatic = nullptr; ///< gang(static: e); null if none
  bool GangStaticStar = false;             ///< gang(static: *)

  /// A loop in a kernels construct with no independent or seq clause,
  /// treated as auto (OpenACC 3.3 sec. 2.9).
  bool KernelsAuto = false;
  /// An auto loop (exp, or in kernels) whose iterations the dependence
  /// analysis proved independent (Dependence.cpp): treated as independent.
  bool Proven = false;
  /// The loop that becomes a team's GPU threads under the threads mapping
  /// (LoopPartitioning.cpp rule 4): the innermost partitioned level, or a
  /// naked loop partitioned as imp vector.
  bool Threads = false;

  bool isGangPartitioned() const {
    return !Sequential && !GangInGang && (Gang || ImpGang);
  }
  bool isWorkerPartitioned() const { return !Sequential && Worker; }
  bool isVectorPartitioned() const { return !Sequential && Vector; }
  /// Whether the loop becomes threads of a team (worker, vector, or the
  /// threads mapping's imp vector).
  bool isThreadLevel() const {
    return isWorkerPartitioned() || isVectorPartitioned() || Threads;
  }
};

/// An effective OpenACC directive.
class Directive {
public:
  DirectiveKind Kind;
  /// The clang node: an OpenACCComputeConstruct, OpenACCLoopConstruct, or
  /// (for both effective directives of a combined one) OpenACCCombinedConstruct;
  /// null for an implicit loop (isImplicitLoop).
  const clang::OpenACCConstructStmt *Node;
  /// The associated statement: the structured block or the `for` loop. For
  /// the effective `parallel` of a combined construct, the loop.
  const clang::Stmt *Body;
  /// The explicit clauses that apply to this effective directive.
  llvm::SmallVector<const clang::OpenACCClause *, 8> Clauses;

  Directive *Parent = nullptr;  ///< nearest enclosing effective directive
  Directive *Compute = nullptr; ///< enclosing (or own) compute directive
  llvm::SmallVector<Directive *, 4> Children;

  /// One DMA and one DSA per variable at most, in order of first reference
  /// (explicit clauses first). Relevant groups only (seed 000 "Relevant DAs").
  std::vector<DataAttr> DMAs, DSAs;
  /// The items of private and firstprivate clauses that are members of
  /// objects (`s.x`, `ps->v[0:n]`, a member `x` in a member function): each
  /// Member, Var the variable holding the object (null: `this`). Kept apart
  /// from DSAs, which are about whole variables; the variable gets no
  /// attribute from them (Transform/MemberPrivates.cpp).
  std::vector<DataAttr> MemberPrivates;

  // Loop directives.
  LoopPartitioning Loop;
  /// Reductions the dependence analysis found in a proven loop's body; the
  /// loop reduces them (imp reduction).
  std::vector<InferredReduction> InferredReductions;
  /// An implicit loop's variables that it privatizes (control variables
  /// declared outside it, temporaries) and that the code after it reads:
  /// their last values are kept (lastprivate; Transform/LoopToOMP.cpp).
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> LiveOut;
  /// Why the dependence analysis left an auto loop sequential (-Minfo).
  std::string DependenceNote;
  llvm::SmallVector<LoopControlVar, 2> ControlVars; ///< one per collapsed level
  llvm::SmallVector<const clang::ForStmt *, 2> Loops; ///< the collapsed nest
  /// The body of the innermost associated loop (`for` or C++ range `for`):
  /// what one iteration of the (collapsed) loop runs; null if the nest is
  /// malformed.
  const clang::Stmt *IterationBody = nullptr;

  // Data directives.
  bool Finalize = false;  ///< exit data finalize
  bool IfPresent = false; ///< update / host_data if_present

  // Compute directives (IfCond: data directives too).
  const clang::Expr *NumGangs = nullptr, *NumWorkers = nullptr,
                    *VectorLength = nullptr;
  /// num_gangs' second and third arguments (OpenACC 3.3 sec. 2.5.10: the
  /// gangs of dimensions 2 and 3); the gangs are their product with
  /// NumGangs.
  llvm::SmallVector<const clang::Expr *, 2> NumGangsDims;
  /// NumGangs comes from a loop's `gang(num: n)`, which sizes the loop's
  /// gangs: a region whose loops are not gang-partitioned ignores it.
  bool NumGangsFromLoop = false;
  const clang::Expr *IfCond = nullptr, *SelfCond = nullptr;
  bool SelfNoArg = false; ///< `self` without a condition
  /// A `serial` construct: a `parallel` with one gang, one worker and a
  /// vector length of one (OpenACC 3.3, sec. 2.5.3).
  bool Serial = false;
  /// A `kernels` construct (OpenACC 3.3, sec. 2.5.2): scalars default to
  /// copy, loops without independent are auto (docs/Mapping.md, "Kernels").
  bool Kernels = false;
  /// Naked loops of a kernels region that stay sequential, with the
  /// dependence analysis' reason (-Minfo=accel).
  std::vector<std::pair<clang::SourceLocation, std::string>> LoopNotes;
  const clang::OpenACCDefaultClause *Default = nullptr;
  /// GPU: the updates of the construct's array reductions that OpenMP
  /// cannot do there, made atomic (AtomicReductions.cpp), in source order.
  std::vector<AtomicUpdate> AtomicUpdates;

  Directive(DirectiveKind K, const clang::OpenACCConstructStmt *N,
            const clang::Stmt *B)
      : Kind(K), Node(N), Body(B) {}

  bool isCombined() const {
    return llvm::isa_and_present<clang::OpenACCCombinedConstruct>(Node);
  }
  /// A loop the dependence analysis found in a kernels region without a
  /// directive (a naked `for`): no clang node, Body is the `for`.
  bool isImplicitLoop() const { return !Node; }
  /// The directive's `#pragma` (an implicit loop's `for`).
  clang::SourceLocation loc() const;
  /// The statement the translation replaces or wraps: the construct, or an
  /// implicit loop's `for`.
  const clang::Stmt *stmt() const;
  /// "parallel", "loop" or "parallel loop": the directive as the user wrote it.
  std::string spelling() const;
  /// The effective directive's own name: "parallel", "loop", "data", ...
  llvm::StringRef effectiveName() const;
  /// The first of this directive's clauses of type \p ClauseT, or null.
  template <typename ClauseT> const ClauseT *findClause() const {
    for (const clang::OpenACCClause *C : Clauses)
      if (const auto *X = llvm::dyn_cast<ClauseT>(C))
        return X;
    return nullptr;
  }
  const DataAttr *findDMA(const clang::ValueDecl *V) const;
  const DataAttr *findDSA(const clang::ValueDecl *V) const;
  /// Whether a variable has a reduction attribute here.
  bool hasReduction() const;
  DataAttr *findDMA(const clang::ValueDecl *V);
  DataAttr *findDSA(const clang::ValueDecl *V);
  /// Whether \p V is declared inside this directive's associated statement.
  bool declaresInside(const clang::ValueDecl *V) const;

private:
  /// The variables declared in Body, computed on first use.
  mutable std::optional<llvm::DenseSet<const clang::VarDecl *>> Declared;
};

/// All effective directives of one construct, owned together, root first: a
/// compute construct with its loops, or one standalone directive (a data
/// directive, wait, init, shutdown, set, or an atomic or loop outside any
/// compute construct).
class DirectiveTree {
public:
  Directive *Root = nullptr;
  /// The target the tree is built for (which device_type clauses apply).
  TargetKind Target = TargetKind::Host;
  /// For a compute construct: the data constructs that lexically enclose it,
  /// outermost first (their clauses are visible data clauses).
  std::vector<const clang::OpenACCDataConstruct *> EnclosingData;
  /// For a compute construct: the `declare` directives visible at it (their
  /// clauses are visible data clauses too).
  std::vector<const clang::OpenACCDeclareDecl *> VisibleDeclares;
  /// For a compute construct: the atomic (sec. 2.12) and cache (sec. 2.10)
  /// directives inside it, each translated on its own.
  std::vector<const clang::OpenACCConstructStmt *> InPlace;
  /// GPU: the reduction items that OpenMP cannot reduce there (ClauseChecks
  /// rule 19), and why; AtomicReductions.cpp reduces them with atomic
  /// updates of the shared data (the root's Directive::AtomicUpdates).
  llvm::DenseMap<const clang::Expr *, AtomicReason> AtomicItems;
  std::vector<std::unique_ptr<Directive>> Storage;

  Directive *create(DirectiveKind K, const clang::OpenACCConstructStmt *N,
                    const clang::Stmt *B) {
    Storage.push_back(std::make_unique<Directive>(K, N, B));
    return Storage.back().get();
  }
  /// Pre-order walk over every directive.
  template <typename Fn> void forEach(Fn F) const { walk(Root, F); }

private:
  template <typename Fn> static void walk(Directive *D, Fn &F) {
    if (!D)
      return;
    F(*D);
    for (Directive *C : D->Children)
      walk(C, F);
  }
};

/// The local that holds a `return`'s value while the data lifetimes it
/// leaves end (Analyzer.h, returnLocal): its declaration (`T __accc_ret`,
/// empty for a void function) and the expression the `return` then gives.
struct ReturnLocal {
  std::string Decl;
  std::string Value;
};

/// A `declare` directive (OpenACC 3.3, sec. 2.13): its data clauses, which
/// act at the start and the end of the data lifetime it makes: the program
/// at file scope, the rest of the enclosing block in a function.
struct DeclareDirective {
  const clang::OpenACCDeclareDecl *Decl = nullptr;
  bool FileScope = false;
  /// In a function: the function, and the `return` statements after the
  /// directive that leave the data lifetime.
  const clang::FunctionDecl *Function = nullptr;
  /// In a function: the block whose end ends the data lifetime.
  const clang::CompoundStmt *Scope = nullptr;
  std::vector<const clang::ReturnStmt *> Returns;
  /// In a function: the `break`, `continue` and `goto` statements that
  /// leave the data lifetime.
  std::vector<const clang::Stmt *> Jumps;
  /// The local that holds a leaving `return`'s value (returnLocal).
  ReturnLocal Result;
  /// In a function: the block ends with a `return` or a jump (nothing after
  /// it runs).
  bool EndsWithExit = false;
  /// In a function: a `return` or a jump leaves the data lifetime.
  bool LeftEarly = false;
  /// One per list item, in clause order (exp).
  std::vector<DataAttr> DMAs;
};

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_DIRECTIVE_H
