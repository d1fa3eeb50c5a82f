//===- DeviceTypeClauses.cpp - The clauses that apply to the target -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.4: "The device_type clause may be used [...] to
// specify clauses that apply only to a specific device type". The clauses
// that follow a device_type clause, up to the next one, apply only to the
// device types it names; for those types they replace the clauses of the
// same kind that come before the first device_type clause. accc compiles
// for one device type, so each directive keeps the clauses that apply to
// it and translates those alone.
//
// Rules:
// 1. The target's device type: `-acc=gpu` is `nvidia` (also spelled
//    `acc_device_nvidia`) and `default`; `-acc=multicore` is `multicore`
//    or `host`; `-acc=host` is `host` (also `acc_device_host`).
//    `device_type(*)` names every type.
// 2. A clause before the first device_type clause applies unless a
//    device_type clause that names the target gives a clause of the same
//    kind.
// 3. A clause after a device_type clause applies when that device_type
//    clause names the target.
//
// Used on compute and loop constructs (Analysis/DirectiveTree.cpp), on
// `data`, `update` and orphaned loops (Analysis/DataDirectives.cpp), and
// on `routine` (ConstructCollector.cpp). `init`, `shutdown` and `set` name
// a device type with the clause (Transform/RuntimeDirectives.cpp).
//
// Tests: unittests/Analysis/DirectiveTreeTest.cpp, test/Translate/
// device-type.c, device-type-data.c, routine-device-type.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Frontend/DeviceTypeClauses.h"
#include "accc/Basic/KindUtils.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace accc::frontend {

bool namesTarget(const OpenACCDeviceTypeClause &C, TargetKind Target) {
  if (C.hasAsterisk())
    return true;
  for (const DeviceTypeArgument &A : C.getArchitectures()) {
    DeviceTypeName Name = classifyDeviceType(A.getIdentifierInfo()->getName());
    bool Match = Target == TargetKind::GPU
                     ? Name == DeviceTypeName::Nvidia ||
                           Name == DeviceTypeName::Default
                     : Name == DeviceTypeName::Host ||
                           (Target == TargetKind::Multicore &&
                            Name == DeviceTypeName::Multicore);
    if (Match)
      return true;
  }
  return false;
}

llvm::SmallVector<const OpenACCClause *, 8>
clausesFor(llvm::ArrayRef<const OpenACCClause *> All, TargetKind Target) {
  llvm::SmallVector<const OpenACCClause *, 8> Common, Specific;
  enum { BeforeAny, Applies, Ignored } Group = BeforeAny;
  for (const OpenACCClause *C : All) {
    if (const auto *DT = dyn_cast<OpenACCDeviceTypeClause>(C)) {
      Group = namesTarget(*DT, Target) ? Applies : Ignored;
      continue;
    }
    if (Group == BeforeAny)
      Common.push_back(C);
    else if (Group == Applies)
      Specific.push_back(C);
  }
  llvm::SmallVector<const OpenACCClause *, 8> Out;
  for (const OpenACCClause *C : Common) // rule 2
    if (llvm::none_of(Specific, [&](const OpenACCClause *S) {
          return S->getClauseKind() == C->getClauseKind();
        }))
      Out.push_back(C);
  Out.append(Specific.begin(), Specific.end());
  return Out;
}

} // namespace accc::frontend
