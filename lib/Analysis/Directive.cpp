//===- Directive.cpp - Effective OpenACC directives --------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/Directive.h"
#include "accc/Basic/KindUtils.h"
#include "accc/Analysis/VarRefUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::analysis {

bool isDMA(DAKind K) { return K < DAKind::Shared; }

bool isUnmappableDSA(DAKind K) {
  return K == DAKind::FirstPrivate || K == DAKind::Private;
}

bool isMergeableDMA(DAKind K) {
  return K == DAKind::Copy || K == DAKind::CopyIn || K == DAKind::CopyOut ||
         K == DAKind::Create;
}

DAKind mergedDMA(DAKind A, DAKind B) {
  auto In = [](DAKind K) { return K == DAKind::Copy || K == DAKind::CopyIn; };
  auto Out = [](DAKind K) { return K == DAKind::Copy || K == DAKind::CopyOut; };
  bool I = In(A) || In(B), O = Out(A) || Out(B);
  return I && O ? DAKind::Copy
         : I    ? DAKind::CopyIn
         : O    ? DAKind::CopyOut
                : DAKind::Create;
}

bool isAttachedElement(DAKind K, const Expr *Item) {
  return (K == DAKind::Attach || K == DAKind::Detach) &&
         isElementWithoutColon(Item);
}

llvm::StringRef daKindName(DAKind K) {
  switch (K) {
  case DAKind::Nomap:
    return "nomap";
  case DAKind::Copy:
    return "copy";
  case DAKind::CopyIn:
    return "copyin";
  case DAKind::CopyOut:
    return "copyout";
  case DAKind::Create:
    return "create";
  case DAKind::Present:
    return "present";
  case DAKind::NoCreate:
    return "no_create";
  case DAKind::DevicePtr:
    return "deviceptr";
  case DAKind::Delete:
    return "delete";
  case DAKind::Attach:
    return "attach";
  case DAKind::Detach:
    return "detach";
  case DAKind::UpdateHost:
    return "self";
  case DAKind::UpdateDevice:
    return "device";
  case DAKind::UseDevice:
    return "use_device";
  case DAKind::DeviceResident:
    return "device_resident";
  case DAKind::Link:
    return "link";
  case DAKind::Shared:
    return "shared";
  case DAKind::Reduction:
    return "reduction";
  case DAKind::FirstPrivate:
    return "firstprivate";
  case DAKind::Private:
    return "private";
  }
  return "?";
}

llvm::StringRef daSourceName(DASource S) {
  switch (S) {
  case DASource::Exp:
    return "exp";
  case DASource::Pre:
    return "pre";
  case DASource::Imp:
    return "imp";
  }
  return "?";
}

std::optional<DAKind> dataAttrOfClause(const OpenACCClause *C) {
  if (const auto *SC = dyn_cast<OpenACCSelfClause>(C);
      SC && SC->isConditionExprClause())
    return std::nullopt;
  switch (C->getClauseKind()) {
  case OpenACCClauseKind::Copy:
  case OpenACCClauseKind::PCopy:
  case OpenACCClauseKind::PresentOrCopy:
    return DAKind::Copy;
  case OpenACCClauseKind::CopyIn:
  case OpenACCClauseKind::PCopyIn:
  case OpenACCClauseKind::PresentOrCopyIn:
    return DAKind::CopyIn;
  case OpenACCClauseKind::CopyOut:
  case OpenACCClauseKind::PCopyOut:
  case OpenACCClauseKind::PresentOrCopyOut:
    return DAKind::CopyOut;
  case OpenACCClauseKind::Create:
  case OpenACCClauseKind::PCreate:
  case OpenACCClauseKind::PresentOrCreate:
    return DAKind::Create;
  case OpenACCClauseKind::Present:
    return DAKind::Present;
  case OpenACCClauseKind::NoCreate:
    return DAKind::NoCreate;
  case OpenACCClauseKind::DevicePtr:
    return DAKind::DevicePtr;
  case OpenACCClauseKind::Delete:
    return DAKind::Delete;
  case OpenACCClauseKind::Attach:
    return DAKind::Attach;
  case OpenACCClauseKind::Detach:
    return DAKind::Detach;
  case OpenACCClauseKind::Host:
  case OpenACCClauseKind::Self: // the var-list form, on update
    return DAKind::UpdateHost;
  case OpenACCClauseKind::Device:
    return DAKind::UpdateDevice;
  case OpenACCClauseKind::UseDevice:
    return DAKind::UseDevice;
  case OpenACCClauseKind::DeviceResident:
    return DAKind::DeviceResident;
  case OpenACCClauseKind::Link:
    return DAKind::Link;
  case OpenACCClauseKind::Reduction:
    return DAKind::Reduction;
  case OpenACCClauseKind::FirstPrivate:
    return DAKind::FirstPrivate;
  case OpenACCClauseKind::Private:
    return DAKind::Private;
  default:
    return std::nullopt;
  }
}

llvm::ArrayRef<Expr *> clauseVarList(const OpenACCClause *C) {
  if (const auto *SC = dyn_cast<OpenACCSelfClause>(C))
    return SC->isVarListClause() ? SC->getVarList() : llvm::ArrayRef<Expr *>();
  return cast<OpenACCClauseWithVarList>(C)->getVarList();
}

OpenACCModifierKind clauseModifiers(const OpenACCClause *C) {
  if (const auto *X = dyn_cast<OpenACCCopyClause>(C))
    return X->getModifierList();
  if (const auto *X = dyn_cast<OpenACCCopyInClause>(C))
    return X->getModifierList();
  if (const auto *X = dyn_cast<OpenACCCopyOutClause>(C))
    return X->getModifierList();
  if (const auto *X = dyn_cast<OpenACCCreateClause>(C))
    return X->getModifierList();
  return OpenACCModifierKind::Invalid;
}

std::string Directive::spelling() const {
  return Node ? spell(Node->getDirectiveKind()) : "loop (implicit)";
}

SourceLocation Directive::loc() const {
  return Node ? Node->getDirectiveLoc() : Body->getBeginLoc();
}

const Stmt *Directive::stmt() const {
  return Node ? static_cast<const Stmt *>(Node) : Body;
}

llvm::StringRef Directive::effectiveName() const {
  switch (Kind) {
  case DirectiveKind::Parallel:
    return "parallel";
  case DirectiveKind::Loop:
    return "loop";
  case DirectiveKind::Data:
    return "data";
  case DirectiveKind::EnterData:
    return "enter data";
  case DirectiveKind::ExitData:
    return "exit data";
  case DirectiveKind::Update:
    return "update";
  case DirectiveKind::HostData:
    return "host_data";
  case DirectiveKind::Wait:
    return "wait";
  case DirectiveKind::Init:
    return "init";
  case DirectiveKind::Shutdown:
    return "shutdown";
  case DirectiveKind::Set:
    return "set";
  case DirectiveKind::Atomic:
    return "atomic";
  case DirectiveKind::OrphanLoop:
    return "loop";
  case DirectiveKind::Cache:
    return "cache";
  }
  return "?";
}

template <typename T>
static T *findIn(std::vector<DataAttr> &List, const ValueDecl *V) {
  for (DataAttr &A : List)
    if (A.Var == V && !A.Member)
      return &A;
  return nullptr;
}

const DataAttr *Directive::findDMA(const ValueDecl *V) const {
  return const_cast<Directive *>(this)->findDMA(V);
}
const DataAttr *Directive::findDSA(const ValueDecl *V) const {
  return const_cast<Directive *>(this)->findDSA(V);
}
DataAttr *Directive::findDMA(const ValueDecl *V) {
  return findIn<DataAttr>(DMAs, V);
}
DataAttr *Directive::findDSA(const ValueDecl *V) {
  return findIn<DataAttr>(DSAs, V);
}

bool Directive::hasReduction() const {
  return llvm::any_of(DSAs, [](const DataAttr &A) {
    return A.Kind == DAKind::Reduction;
  });
}

bool Directive::declaresInside(const ValueDecl *V) const {
  if (!Declared) {
    Declared.emplace();
    collectDeclaredVars(Body, *Declared);
  }
  const auto *VD = dyn_cast<VarDecl>(V);
  return VD && Declared->count(VD);
}

} // namespace accc::analysis
