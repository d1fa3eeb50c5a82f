//===- DataActions.h - Data clauses as entry and exit actions ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The data clauses of a directive decomposed as the MLIR `acc` dialect does
/// (seed 003, "Data Clause Decomposition", "Bounds", "Counters"): each list
/// item of a data clause (explicit or implicit) is one `DataAction`, an
/// *entry action* (acc.copyin, acc.create, acc.present, ...) and an *exit
/// action* (acc.copyout, acc.delete, acc.detach, acc.update_host or none),
/// each naming the reference counter it touches, with the original clause
/// kept (`copy` is copyin + copyout, both saying copy), the modifiers, the
/// variable's name as written and zero-based bounds, one per dimension.
///
/// The model is computed from the analysis result (Directive::DMAs,
/// DeclareDirective::DMAs) by pure functions; it holds no text but the name.
///
/// Decomposition (OpenACC 3.3 sec. 2.7; seed 003's list), by site:
///
///   clause          structured site (compute,   enter data     exit data
///                   data, declare in a function) (dynamic)      (dynamic)
///   copy            copyin      + copyout
///   copyin          copyin      + delete        copyin   + -
///   copyout         create      + copyout                      getdeviceptr + copyout
///   create          create      + delete        create   + -
///   present         present     + delete
///   no_create       nocreate    + delete
///   deviceptr       deviceptr   + -  (no counter)
///   attach          attach      + detach        attach   + -
///   delete                                                     getdeviceptr + delete
///   detach                                                     getdeviceptr + detach
///   device_resident declare_device_resident + delete (declare)
///   link            declare_link + -  (declare; no counter)
///
///   update self/host(x): getdeviceptr + update_host; update device(x):
///   update_device + -; host_data use_device(x): use_device + - (no
///   counter). A `declare` at file scope acts on the dynamic counter, its
///   entry at program start and its exit (delete) at program end, as
///   flang's acc.global_ctor / acc.global_dtor (`structured = false`).
///   attach/detach name the kind of region (structured or dynamic), as the
///   dialect's `structured` flag does; the pointer's attachment counter is
///   one (sec. 2.6.8). getdeviceptr only looks the data up: no counter.
///
/// Correspondence to the OpenMP the lowering writes (lib/Transform,
/// DataToOMP.cpp rules 1-10, ComputeToOMP.cpp rule 3, PointerChain.cpp,
/// AttachToOMP.cpp); `mapType` below is entryMapType / enterMapType /
/// exitMapType of TransformACCToOMP.h:
///
///  - Structured counter (compute construct, data, declare in a function
///    left by no `return`): one map per action, `map(ompx_hold, T: x)` (no
///    ompx_hold with -fno-openacc-hold), T from the pair:
///      copyin+copyout -> tofrom, copyin+delete -> to, create+copyout ->
///      from, create/nocreate/declare_device_resident + delete -> alloc,
///      present+delete -> `present, alloc`.
///    nocreate and present of a whole pointer variable (no bounds, the
///    variable a pointer): the item is `p[:0]` (DataToOMP rule 10).
///    deviceptr: `is_device_ptr(x)` on a compute construct, nothing on
///    data and declare. attach+detach: acc_attach before, acc_detach after
///    (AttachToOMP rules 2-3).
///  - A declare in a function left by a `return` (DeclareDirective::
///    LeftEarly): the same actions, written as `target enter data` with
///    the entry half (copyin -> to, other entries -> alloc, present keeps
///    its modifier) and `target exit data` with the exit half (copyout ->
///    from, delete -> release) before each return and at the block's end:
///    OpenMP's dynamic count (deviation: ompx_hold is allowed on target and
///    target data only).
///  - Dynamic counter, entry (enter data): copyin -> `map(to: x)`, create ->
///    `map(alloc: x)`; attach -> acc_attach after the directive.
///  - Dynamic counter, exit (exit data): copyout -> `map(from: x)`, delete
///    -> `map(release: x)`; with finalize both -> `map(delete: x)`, copyout
///    preceded by `target update from(x)`; detach -> acc_detach (finalize:
///    acc_detach_finalize) before the directive.
///  - update_host -> `target update from(present: x)`, update_device ->
///    `to(present: x)`; with the directive's if_present, no `present:`.
///    use_device -> `use_device_ptr(p)` for a pointer, `use_device_addr(a)`
///    otherwise.
///  - declare at file scope: copyin, create, declare_device_resident ->
///    `omp declare target(x)`; declare_link -> `declare target link(x)`;
///    deviceptr -> nothing (the device copy lives for the whole program,
///    the exit at program end needs no directive).
///  - A pointer chain (PointerChain = true; `pp[0:n][0:m]`, one bound per
///    level, outermost first): the levels above the data level are entered
///    with `alloc` and left with `release` (pointer blocks are never copied
///    back); the data level takes the map type of the item's actions; every
///    row is on OpenMP's dynamic count, also at a structured site
///    (PointerChain.cpp rule 7, deviation). A compute construct also maps
///    level 0 itself, `map(ompx_hold, alloc: pp[l0:n0])`.
///  - On multicore and host targets every action is a no-op.
///
/// Requires: the directive analyzed (DataAttributes ran for a compute
/// construct; addExplicitAttributes for a data directive or a declare).
/// A DataAction points into the DataAttr it decomposes: it lives as long
/// as the Directive or DeclareDirective.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_ANALYSIS_DATAACTIONS_H
#define ACCC_ANALYSIS_DATAACTIONS_H

#include "accc/Analysis/Directive.h"
#include "clang/Basic/OpenACCKinds.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
} // namespace clang

namespace accc::analysis {

/// The entry half of a data clause (seed 003's data entry operations).
enum class EntryActionKind {
  None,
  CopyIn,                ///< acc.copyin
  Create,                ///< acc.create
  Present,               ///< acc.present
  NoCreate,              ///< acc.nocreate
  DevicePtr,             ///< acc.deviceptr
  Attach,                ///< acc.attach
  GetDevicePtr,          ///< acc.getdeviceptr: looks the data up only
  UpdateDevice,          ///< acc.update_device
  UseDevice,             ///< acc.use_device
  DeclareDeviceResident, ///< acc.declare_device_resident
  DeclareLink,           ///< acc.declare_link
};

/// The exit half of a data clause (seed 003's data exit operations).
enum class ExitActionKind {
  None,
  CopyOut,    ///< acc.copyout
  Delete,     ///< acc.delete
  Detach,     ///< acc.detach
  UpdateHost, ///< acc.update_host
};

/// The reference counter an action increments or decrements (OpenACC 3.3
/// sec. 2.6.7; seed 003 "Counters": the dialect's `structured` flag).
enum class RefCounter {
  None,       ///< touches no counter (deviceptr, update, use_device, lookup)
  Structured, ///< data and compute constructs, declare in a function
  Dynamic,    ///< enter data, exit data, declare at file scope, the API
};

/// Where a data clause acts: decides the counter and when the actions run.
enum class DataSite {
  Compute,       ///< compute construct: entry before, exit after the region
  Data,          ///< data construct: entry before, exit after the region
  EnterData,     ///< entry at the directive
  ExitData,      ///< lookup and exit at the directive
  Update,        ///< at the directive
  HostData,      ///< entry before the region
  DeclareLocal,  ///< declare in a function: to the end of the block
  DeclareGlobal, ///< declare at file scope: program start to program end
};

/// One action and the counter it touches.
template <typename KindT> struct Action {
  KindT Kind = KindT::None;
  RefCounter Counter = RefCounter::None;
  bool operator==(const Action &O) const {
    return Kind == O.Kind && Counter == O.Counter;
  }
};
using EntryAction = Action<EntryActionKind>;
using ExitAction = Action<ExitActionKind>;

/// Where the extent of a bound comes from.
enum class ExtentSource {
  Written, ///< the subarray's length (`a[lb:len]`)
  Element, ///< a subscript (`a[i][0:n]`): one element
  Type,    ///< the array type's dimension, less the lower bound
  Unknown, ///< an array of unknown size
};

/// One dimension of a list item, zero-based (seed 003 "Bounds"; C
/// subscripts start at 0, so the lower bound is the one written): the
/// elements LowerBound .. LowerBound + extent - 1, stride 1.
struct DataBound {
  /// The lower bound as written (the subscript of an Element); null: 0.
  const clang::Expr *LowerBound = nullptr;
  ExtentSource Source = ExtentSource::Unknown;
  /// Written: the length.
  const clang::Expr *Length = nullptr;
  /// Type: the dimension's size, a constant or a variable-length array's
  /// size expression. The extent is that size less LowerBound.
  std::optional<uint64_t> TypeSize;
  const clang::Expr *TypeSizeExpr = nullptr;
  /// C and C++ subarrays are contiguous in each dimension.
  static constexpr unsigned Stride = 1;

  bool extentWritten() const { return Source == ExtentSource::Written; }
};

/// One list item of one data clause, decomposed.
struct DataAction {
  /// The data attribute decomposed: variable, item, clause, source.
  const DataAttr *Attr = nullptr;
  /// The clause as written (seed 003 `dataClause`): copy for both the
  /// copyin and the copyout of a copy.
  DAKind DataClause = DAKind::Nomap;
  DataSite Site = DataSite::Data;
  EntryAction Entry;
  ExitAction Exit;
  /// readonly, zero, always, alwaysin, alwaysout, capture as written.
  clang::OpenACCModifierKind Modifiers = clang::OpenACCModifierKind::Invalid;
  /// exit data finalize: the exit sets the dynamic counter to zero.
  bool Finalize = false;
  /// From an implicit (or predetermined) data attribute.
  bool Implicit = false;
  /// The variable or part of an object the bounds subscript, as written
  /// (`a`, `s.p`, `this`): seed 003's `name`.
  std::string Name;
  /// The expression of Name (DeclRefExpr, MemberExpr, CXXThisExpr); null
  /// for an implicit attribute (Attr->Var is the variable).
  const clang::Expr *Base = nullptr;
  /// Outermost dimension first; empty for a scalar, a pointer or a struct
  /// named without a subarray.
  llvm::SmallVector<DataBound, 2> Bounds;
  /// A subarray that steps through pointers (`pp[0:n][0:m]` of `float
  /// **pp`): Bounds has one bound per level, the last is the data level.
  bool PointerChain = false;

  bool hasModifier(clang::OpenACCModifierKind M) const {
    return clang::isOpenACCModifierBitSet(Modifiers, M);
  }
};

/// The site of \p D's data clauses; none for a loop or a directive without
/// data clauses (wait, init, ...).
std::optional<DataSite> dataSite(const Directive &D);

/// The entry and exit actions of a data clause of kind \p Clause at \p S
/// (the table above). Both None for a DSA, nomap, or a clause the site
/// does not take.
std::pair<EntryAction, ExitAction> decomposeClause(DAKind Clause, DataSite S);

/// The zero-based bounds of \p A's list item (of its variable's type for
/// an implicit attribute): one per subarray dimension and subscript, then
/// one per array dimension of the element type; a whole array's from its
/// type.
llvm::SmallVector<DataBound, 2> dataBounds(const DataAttr &A);

/// \p A decomposed at \p S.
DataAction decompose(const DataAttr &A, DataSite S, bool Finalize,
                     const clang::ASTContext &Ctx);

/// The data actions of \p D's DMAs (nomap left out), in DMA order.
std::vector<DataAction> dataActions(const Directive &D,
                                    const clang::ASTContext &Ctx);
/// The data actions of a declare directive's clauses, in clause order.
std::vector<DataAction> dataActions(const DeclareDirective &D,
                                    const clang::ASTContext &Ctx);

llvm::StringRef entryActionName(EntryActionKind K); ///< "copyin", ...
llvm::StringRef exitActionName(ExitActionKind K);   ///< "copyout", ...
llvm::StringRef refCounterName(RefCounter C); ///< "structured", "dynamic"

} // namespace accc::analysis

#endif // ACCC_ANALYSIS_DATAACTIONS_H
