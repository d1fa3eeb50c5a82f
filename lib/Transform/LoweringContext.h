//===- LoweringContext.h - What every lowering family shares -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to lib/Transform (Lowering.h has the families): the map types
/// of data clauses, subarray bounds, the async and wait clauses of a
/// directive, private copies, and LoweringContext, the base of every
/// family (Lowering.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_TRANSFORM_LOWERINGCONTEXT_H
#define ACCC_LIB_TRANSFORM_LOWERINGCONTEXT_H

#include "accc/Analysis/DataActions.h"
#include "accc/Analysis/Directive.h"
#include "accc/Analysis/MemberReductions.h"
#include "accc/Analysis/VarRefUtils.h"
#include "accc/Basic/Diagnostics.h"
#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Transform/OMPTree.h"
#include "accc/Transform/TripCount.h"
#include "clang/AST/ASTContext.h"

namespace accc::transform {

using analysis::DataAttr;
using analysis::Directive;

/// The OpenMP map types of data clause \p K at site \p S, from its entry
/// and exit actions (Analysis/DataActions.h; DataToOMP.cpp):
///  - entryMapType: the one map of a region (compute, data, declare in a
///    function) or of enter data: copyin+copyout -> tofrom, copyin -> to,
///    create+copyout -> from, create / present / nocreate /
///    declare_device_resident -> alloc; none for clauses that map nothing;
///  - enterMapType: the entry half alone, for `target enter data` on the
///    dynamic count: copyin -> to, else alloc;
///  - exitMapType: the exit half alone, for `target exit data`: copyout ->
///    from, else release.
std::optional<OMPMapType> entryMapType(analysis::DAKind K,
                                       analysis::DataSite S);
std::optional<OMPMapType> enterMapType(analysis::DAKind K,
                                       analysis::DataSite S);
OMPMapType exitMapType(analysis::DAKind K, analysis::DataSite S);
/// Where the data clauses of \p D act (a directive with data clauses).
analysis::DataSite siteOf(const Directive &D);

/// The lower bound and length of subarray dimension \p S as C expressions
/// written by \p Text: the lower bound defaults to 0, the length to the rest
/// of the array \p Base (PointerChain.cpp).
using SectionBounds = OMPBound;
SectionBounds
sectionBounds(const clang::ArraySectionExpr *S, llvm::StringRef Base,
              llvm::function_ref<std::string(const clang::Expr *)> Text);

/// What the async and wait clauses of one directive ask of the OpenMP
/// directives it becomes (AsyncToOMP.cpp).
struct QueueClauses {
  bool Any = false;        ///< the directive has an async or wait clause
  bool Deferrable = false; ///< its OpenMP form can take nowait (not `data`)
  /// enter data / exit data: the mapping runs on the host when the directive
  /// does, only the copies wait for the queue (AsyncToOMP.cpp rule 6).
  bool MapsOnHost = false;
  /// The async argument as written (empty: synchronous), and the name its
  /// directives use for it (`__accc_async`, the const of a compute construct
  /// or update, which EndHook declares).
  std::string Arg, AsyncArg;
  /// A compute construct or update with an async clause: a compound
  /// statement declares `__accc_async`, whose cleanup __accc_async_end ends
  /// the directive (AsyncToOMP.cpp rule 1).
  bool EndHook = false;
  bool WaitAll = false; ///< a `wait` clause without arguments
  /// `*__accc_queue(q)` of each queue a wait clause names.
  std::vector<OMPItem> InItems;
  /// nowait, depend(inout: ...) and depend(in: ...) for one directive.
  std::vector<OMPClause> clauses() const;
};

/// The copy of a private or firstprivate subarray (PrivateSubarrays.cpp
/// rule 1): statements that open a compound statement and close it.
struct PrivateCopy {
  OMPStmts Open;  ///< make (and fill) the copy, redeclare the variable
  OMPStmts Close; ///< free a heap copy
  bool Array = false; ///< a local array (rule 4), nothing to free
  std::string Count;  ///< the copy's elements
  std::string First;  ///< the original's first element: `&v[lb1]...[lbk]`
  clang::QualType Elem; ///< the copy's element type
};

/// The copy of a private or firstprivate member (MemberPrivates.cpp): its
/// local L, what goes before a compute directive and on it, and the copy in
/// the region (a member's subarray) or in the loop.
struct MemberCopy {
  analysis::MemberPath Path;
  std::string Name; ///< L, which the member's uses in the region become
  OMPStmts Before;  ///< before the compute directive (rule 2)
  std::optional<OMPClause> Clause; ///< on the compute directive (rule 2)
  PrivateCopy Copy; ///< in the region, or the loop's (rule 3)
  std::string Info; ///< -Minfo=accel
  bool Whole = false; ///< the whole member, not a subarray of it
};

/// What every family shares (Lowering.cpp unless noted).
class LoweringContext {
public:
  LoweringContext(const TranslateOptions &Opts, clang::ASTContext &Ctx,
                  Diagnoser &Diags, Translation &Out)
      : Opts(Opts), Ctx(Ctx), Diags(Diags), Out(Out) {}

  const TranslateOptions &Opts;
  clang::ASTContext &Ctx;
  Diagnoser &Diags;
  Translation &Out;
  /// The locals that stand for reduced members (Analysis/MemberReductions.h).
  llvm::ArrayRef<analysis::MemberStandIn> StandIns;

  bool isGPU() const { return Opts.Target == TargetKind::GPU; }
  bool threadsMapping() const {
    return isGPU() && Opts.Mapping == MappingKind::Threads;
  }

  /// The user's spelling of \p E where it is a contiguous piece of the
  /// file, else \p E printed from the AST.
  std::string exprText(const clang::Expr *E) const;
  /// The name of \p V as a list item written anywhere in the translation
  /// unit names it: qualified for namespace variables and static members.
  std::string declName(const clang::ValueDecl *V) const;
  /// The list item of data attribute \p A: the declaration and its
  /// spelling (the user's where written, else the qualified name).
  OMPItem item(const DataAttr &A) const;
  /// The dimensions of subarray \p E, outermost first (OMPItem::Bounds);
  /// \p Base, if given, gets the expression the dimensions subscript (\p E
  /// itself when it is no subarray), \p Outermost the first written
  /// dimension (null when none).
  std::vector<OMPBound>
  itemBounds(const clang::Expr *E, const clang::Expr **Base = nullptr,
             const clang::ArraySectionExpr **Outermost = nullptr) const;
  /// `T v;`: an uninitialized local copy of \p V.
  OMPStmt localCopyDecl(const clang::ValueDecl *V) const;
  bool isConstant(const clang::Expr *E) const;
  /// The async argument of \p D as written (acc_async_noval for a bare
  /// `async`), or empty without an async clause.
  std::string asyncArg(const Directive &D) const;
  /// The statement that calls libacc's \p Routine with \p Args for
  /// directive \p D: its `_async` form with D's queue last where D has
  /// async, under `if (c)` where D has if(c) and \p Guarded.
  std::string libaccCall(const Directive &D, llvm::StringRef Routine,
                         llvm::StringRef Args, bool Guarded = true) const;

  /// The map clause for data attribute \p A: `map([ompx_hold, ][present, ]
  /// <map-type>: <item>)`, the item as OpenMP names it (`this[0:1]`, the
  /// pointer block of a pointer chain, `p[:0]` for present(p) of a pointer;
  /// DataToOMP.cpp). \p Hold: a structured reference (data and compute
  /// constructs).
  OMPClause mapClause(const DataAttr &A, OMPMapType MapType, bool Hold,
                      bool Implicit = false) const;

  /// Whether \p A is a subarray that steps through pointers after a range
  /// (`pp[0:n][0:m]`), which accc maps row by row (PointerChain.cpp).
  bool isPointerChain(const DataAttr &A) const;
  /// The first level of pointer chain \p A (`pp[0:n]`): what a compute
  /// construct maps to give its kernel the device pointer block.
  OMPItem chainTop(const DataAttr &A) const;

  /// What \p D's async and wait clauses ask of its OpenMP directives
  /// (AsyncToOMP.cpp).
  QueueClauses queueClauses(const Directive &D) const;

  // PrivateSubarrays.cpp
  /// Whether \p A is an explicit private or firstprivate subarray (or
  /// element), which OpenMP has no clause for.
  static bool isPrivateSubarray(const DataAttr &A);
  /// The copy of private subarray \p A (rule 1); \p Fill: firstprivate's,
  /// copied from the original; \p PerIteration: in a loop body (rule 4: a
  /// local array where it is small).
  PrivateCopy privateCopy(const DataAttr &A, bool Fill,
                          bool PerIteration) const;
  /// The same for subarray \p Item of an object of type \p ObjectTy (a
  /// pointer or an array: a variable or a member): \p Copy names the copy,
  /// \p Name the pointer that stands for the object in the region (\p
  /// CopyOf: the variable it redeclares, if any); firstprivate's \p Fill
  /// copies from \p FillFrom (empty: the original's first element).
  PrivateCopy privateCopy(const clang::Expr *Item, clang::QualType ObjectTy,
                          llvm::StringRef Copy, llvm::StringRef Name,
                          const clang::ValueDecl *CopyOf, bool Fill,
                          llvm::StringRef FillFrom, bool PerIteration) const;
  /// Rule 4: the copies of loop \p L's private subarrays, added to \p N,
  /// its translation: around the loop (in N's outer compound statement)
  /// for a sequential loop; for a partitioned one (\p PerIteration), in
  /// \p Iteration, the body of its innermost associated loop
  /// (OMPNode::IterationLayers).
  /// Members of L's private clauses too (MemberPrivates.cpp rule 3): \p
  /// Named, if given, gets their paths and local names.
  void addLoopPrivateSubarrays(
      const Directive &L, const clang::Stmt *Iteration, OMPNode &N,
      bool PerIteration,
      std::vector<std::pair<analysis::MemberPath, std::string>> *Named =
          nullptr) const;

  // MemberPrivates.cpp
  /// The copy of member \p A of \p D's private or firstprivate clause
  /// (rules 2, 3), whose uses in \p Region it renames.
  MemberCopy memberCopy(const DataAttr &A, const Directive &D,
                        bool PerIteration, const clang::Stmt *Region) const;
  /// Rule 1: the uses of \p A's member in \p Region become \p Name
  /// (\p Construct: the directive, for errors).
  void renameMemberUses(const DataAttr &A, const clang::Stmt *Region,
                        llvm::StringRef Name, llvm::StringRef Construct) const;

  /// Whether the zero modifier of \p D fills on its async queue (an enter
  /// data or compute construct with async; ZeroModifier.cpp rule 4).
  bool zeroesOnQueue(const Directive &D) const;
  /// The first byte and the byte count of data attribute \p A's item, as
  /// C expressions (ZeroModifier.cpp rule 3; not for pointer chains).
  std::pair<std::string, std::string> itemExtent(const DataAttr &A) const;
  /// The zero modifier of an item at \p Addr, \p Bytes long
  /// (ZeroModifier.cpp rules 1, 2, 4): the presence flag to declare before
  /// its mapping (false where \p IfCond, if any, is), and the fill to run
  /// once it is mapped, on queue `__accc_async` with \p OnQueue.
  std::pair<OMPStmt, OMPStmt> zeroFill(const clang::Expr *IfCond,
                                       bool OnQueue, llvm::StringRef Addr,
                                       llvm::StringRef Bytes) const;
};

} // namespace accc::transform

#endif // ACCC_LIB_TRANSFORM_LOWERINGCONTEXT_H
