//===- DataActions.cpp - Data clauses as entry and exit actions -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Decomposes each data attribute of a data clause into an entry action and
// an exit action, as the MLIR `acc` dialect does (seed 003).
//
// Spec: OpenACC 3.3 sec. 2.6.7 (reference counters), 2.7.1 (data
// specification: subarrays), 2.7.4 - 2.7.13 (each clause's "At entry to a
// region" and "At exit from the region" parts), 2.13 (declare), 2.14.4
// (update), 2.8 (host_data); seed 003, "Data Clause Decomposition",
// "Bounds", "Counters":
//  1. A clause's entry and exit actions follow seed 003's list: copy ->
//     copyin + copyout, copyin -> copyin + delete, copyout -> create +
//     copyout, create -> create + delete, present -> present + delete,
//     no_create -> nocreate + delete, attach -> attach + detach, deviceptr
//     -> deviceptr alone, device_resident -> declare_device_resident +
//     delete, link -> declare_link alone (the table in DataActions.h).
//  2. The counter: structured at compute and data constructs and a declare
//     in a function (sec. 2.6.7); dynamic
//     at enter data, exit data and a declare at file scope (whose data
//     lifetime is the program's; flang's acc.global_ctor/dtor use
//     `structured = false`); none for deviceptr, declare_link, update,
//     use_device and the getdeviceptr lookup.
//  3. enter data has entry actions only; exit data an acc.getdeviceptr
//     lookup then the exit action (copyout, delete, detach), with
//     `finalize` (sec. 2.6.6: the dynamic counter drops to zero).
//  4. update self/host -> getdeviceptr + update_host; update device ->
//     update_device; host_data use_device -> use_device.
//  5. Bounds are zero-based (C subscripts start at 0): one per subarray
//     dimension and subscript of the item, outermost first, then one per
//     array dimension of the element type (`a[0:n]` of `double a[10][20]`
//     is n rows of 20); a whole array's come from its type. An omitted
//     length is the type's dimension less the lower bound (sec. 2.7.1).
//     A pointer chain (`pp[0:n][0:m]`, VarRefUtils getPointerChainRanges)
//     has one bound per level.
//  6. The original clause, its modifiers and the name as written are kept
//     (seed 003 `dataClause`, `name`).
//
// Input: analyzed directives (DataAttr with Item and Clause for exp).
// Output: DataAction values; nothing in the analysis result changes.
//
// Example:
//   #pragma acc data copy(a[0:n]) copyin(b)      // double b[8]
//   =>
//   copy a[0:n]: entry copyin(structured), exit copyout(structured),
//                bounds(lb=0, extent=n)
//   copyin b:    entry copyin(structured), exit delete(structured),
//                bounds(lb=0, extent=8 (type))
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/DataActions.h"
#include "accc/Analysis/ListItemUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::analysis {

std::optional<DataSite> dataSite(const Directive &D) {
  switch (D.Kind) {
  case DirectiveKind::Parallel:
    return DataSite::Compute;
  case DirectiveKind::Data:
    return DataSite::Data;
  case DirectiveKind::EnterData:
    return DataSite::EnterData;
  case DirectiveKind::ExitData:
    return DataSite::ExitData;
  case DirectiveKind::Update:
    return DataSite::Update;
  case DirectiveKind::HostData:
    return DataSite::HostData;
  case DirectiveKind::Loop:
  case DirectiveKind::Wait:
  case DirectiveKind::Init:
  case DirectiveKind::Shutdown:
  case DirectiveKind::Set:
  case DirectiveKind::Atomic:
  case DirectiveKind::OrphanLoop:
  case DirectiveKind::Cache:
    return std::nullopt;
  }
  return std::nullopt;
}

std::pair<EntryAction, ExitAction> decomposeClause(DAKind Clause, DataSite S) {
  using E = EntryActionKind;
  using X = ExitActionKind;
  const RefCounter None = RefCounter::None;
  auto Pair = [](E En, RefCounter EC, X Ex, RefCounter XC) {
    return std::make_pair(EntryAction{En, EC}, ExitAction{Ex, XC});
  };
  auto Nothing = [&] { return Pair(E::None, None, X::None, None); };

  // Rules 3 and 4: the directives that are one action.
  switch (S) {
  case DataSite::EnterData: {
    RefCounter C = RefCounter::Dynamic;
    switch (Clause) {
    case DAKind::CopyIn:
      return Pair(E::CopyIn, C, X::None, None);
    case DAKind::Create:
      return Pair(E::Create, C, X::None, None);
    case DAKind::Attach:
      return Pair(E::Attach, C, X::None, None);
    default:
      return Nothing();
    }
  }
  case DataSite::ExitData: {
    RefCounter C = RefCounter::Dynamic;
    switch (Clause) {
    case DAKind::CopyOut:
      return Pair(E::GetDevicePtr, None, X::CopyOut, C);
    case DAKind::Delete:
      return Pair(E::GetDevicePtr, None, X::Delete, C);
    case DAKind::Detach:
      return Pair(E::GetDevicePtr, None, X::Detach, C);
    default:
      return Nothing();
    }
  }
  case DataSite::Update:
    if (Clause == DAKind::UpdateHost)
      return Pair(E::GetDevicePtr, None, X::UpdateHost, None);
    if (Clause == DAKind::UpdateDevice)
      return Pair(E::UpdateDevice, None, X::None, None);
    return Nothing();
  case DataSite::HostData:
    if (Clause == DAKind::UseDevice)
      return Pair(E::UseDevice, None, X::None, None);
    return Nothing();
  case DataSite::Compute:
  case DataSite::Data:
  case DataSite::DeclareLocal:
  case DataSite::DeclareGlobal:
    break;
  }

  // Rules 1 and 2: regions (and declare's data lifetimes).
  RefCounter C = S == DataSite::DeclareGlobal ? RefCounter::Dynamic
                                              : RefCounter::Structured;
  bool Declare = S == DataSite::DeclareLocal || S == DataSite::DeclareGlobal;
  switch (Clause) {
  case DAKind::Copy:
    return Pair(E::CopyIn, C, X::CopyOut, C);
  case DAKind::CopyIn:
    return Pair(E::CopyIn, C, X::Delete, C);
  case DAKind::CopyOut:
    return Pair(E::Create, C, X::CopyOut, C);
  case DAKind::Create:
    return Pair(E::Create, C, X::Delete, C);
  case DAKind::Present:
    return Pair(E::Present, C, X::Delete, C);
  case DAKind::NoCreate:
    return Pair(E::NoCreate, C, X::Delete, C);
  case DAKind::DevicePtr:
    return Pair(E::DevicePtr, None, X::None, None);
  case DAKind::Attach:
    if (Declare)
      return Nothing();
    return Pair(E::Attach, C, X::Detach, C);
  case DAKind::DeviceResident:
    if (!Declare)
      return Nothing();
    return Pair(E::DeclareDeviceResident, C, X::Delete, C);
  case DAKind::Link:
    if (!Declare)
      return Nothing();
    return Pair(E::DeclareLink, None, X::None, None);
  default:
    return Nothing();
  }
}

namespace {

/// The dimension size \p T (an array type) gives a bound; Unknown for a
/// pointer or an array of unknown size.
void setTypeExtent(DataBound &B, QualType T) {
  B.Source = ExtentSource::Unknown;
  const clang::Type *Ty = T.getTypePtrOrNull();
  if (!Ty)
    return;
  if (const auto *CA = dyn_cast<ConstantArrayType>(Ty->getUnqualifiedDesugaredType())) {
    B.Source = ExtentSource::Type;
    B.TypeSize = CA->getSize().getZExtValue();
  } else if (const auto *VA = dyn_cast<VariableArrayType>(
                 Ty->getUnqualifiedDesugaredType())) {
    B.Source = ExtentSource::Type;
    B.TypeSizeExpr = VA->getSizeExpr();
  } else if (const auto *DA = dyn_cast<DependentSizedArrayType>(
                 Ty->getUnqualifiedDesugaredType())) {
    B.Source = ExtentSource::Type;
    B.TypeSizeExpr = DA->getSizeExpr();
  }
}

} // namespace

llvm::SmallVector<DataBound, 2> dataBounds(const DataAttr &A) {
  llvm::SmallVector<DataBound, 2> Out;
  llvm::SmallVector<const Expr *, 4> Dims;
  QualType T;
  if (A.Item)
    T = stripDimensions(A.Item, Dims)->getType();
  else if (A.Var)
    T = A.Var->getType();
  if (T.isNull())
    return Out;
  T = T.getNonReferenceType();
  for (const Expr *D : llvm::reverse(Dims)) {
    DataBound B;
    if (const auto *S = dyn_cast<ArraySectionExpr>(D)) {
      B.LowerBound = S->getLowerBound();
      if ((B.Length = S->getLength()))
        B.Source = ExtentSource::Written;
      else
        setTypeExtent(B, T);
    } else {
      B.LowerBound = cast<ArraySubscriptExpr>(D)->getIdx();
      B.Source = ExtentSource::Element;
    }
    Out.push_back(B);
    T = elementType(T);
    if (T.isNull())
      return Out;
  }
  // Rule 5: the element's own array dimensions, whole.
  while (T->getAsArrayTypeUnsafe()) {
    DataBound B;
    setTypeExtent(B, T);
    Out.push_back(B);
    T = elementType(T);
  }
  return Out;
}

DataAction decompose(const DataAttr &A, DataSite S, bool Finalize,
                     const ASTContext &Ctx) {
  DataAction X;
  X.Attr = &A;
  X.DataClause = A.Kind;
  X.Site = S;
  std::tie(X.Entry, X.Exit) = decomposeClause(A.Kind, S);
  X.Implicit = A.Source != DASource::Exp;
  X.Finalize = Finalize && S == DataSite::ExitData;
  if (A.Clause)
    X.Modifiers = clauseModifiers(A.Clause);
  if (A.MergedClause)
    X.Modifiers = X.Modifiers | clauseModifiers(A.MergedClause);
  X.Bounds = dataBounds(A);
  llvm::SmallVector<const ArraySectionExpr *, 3> Chain;
  X.PointerChain = A.Item && getPointerChainRanges(A.Item, Chain);
  if (A.Item) {
    llvm::SmallVector<const Expr *, 4> Dims;
    X.Base = stripDimensions(A.Item, Dims);
    llvm::raw_string_ostream OS(X.Name);
    PrintingPolicy Policy = Ctx.getPrintingPolicy();
    Policy.SuppressImplicitBase = true; // `p`, not `this->p`, as written
    X.Base->printPretty(OS, nullptr, Policy);
  } else if (A.Var) {
    X.Name = A.Var->getName().str();
  }
  return X;
}

std::vector<DataAction> dataActions(const Directive &D,
                                    const ASTContext &Ctx) {
  std::vector<DataAction> Out;
  std::optional<DataSite> S = dataSite(D);
  if (!S)
    return Out;
  for (const DataAttr &A : D.DMAs)
    if (A.Kind != DAKind::Nomap)
      Out.push_back(decompose(A, *S, D.Finalize, Ctx));
  return Out;
}

std::vector<DataAction> dataActions(const DeclareDirective &D,
                                    const ASTContext &Ctx) {
  std::vector<DataAction> Out;
  DataSite S = D.FileScope ? DataSite::DeclareGlobal : DataSite::DeclareLocal;
  for (const DataAttr &A : D.DMAs)
    Out.push_back(decompose(A, S, /*Finalize=*/false, Ctx));
  return Out;
}

llvm::StringRef entryActionName(EntryActionKind K) {
  switch (K) {
  case EntryActionKind::None:
    return "none";
  case EntryActionKind::CopyIn:
    return "copyin";
  case EntryActionKind::Create:
    return "create";
  case EntryActionKind::Present:
    return "present";
  case EntryActionKind::NoCreate:
    return "nocreate";
  case EntryActionKind::DevicePtr:
    return "deviceptr";
  case EntryActionKind::Attach:
    return "attach";
  case EntryActionKind::GetDevicePtr:
    return "getdeviceptr";
  case EntryActionKind::UpdateDevice:
    return "update_device";
  case EntryActionKind::UseDevice:
    return "use_device";
  case EntryActionKind::DeclareDeviceResident:
    return "declare_device_resident";
  case EntryActionKind::DeclareLink:
    return "declare_link";
  }
  return "?";
}

llvm::StringRef exitActionName(ExitActionKind K) {
  switch (K) {
  case ExitActionKind::None:
    return "none";
  case ExitActionKind::CopyOut:
    return "copyout";
  case ExitActionKind::Delete:
    return "delete";
  case ExitActionKind::Detach:
    return "detach";
  case ExitActionKind::UpdateHost:
    return "update_host";
  }
  return "?";
}

llvm::StringRef refCounterName(RefCounter C) {
  switch (C) {
  case RefCounter::None:
    return "none";
  case RefCounter::Structured:
    return "structured";
  case RefCounter::Dynamic:
    return "dynamic";
  }
  return "?";
}

} // namespace accc::analysis
