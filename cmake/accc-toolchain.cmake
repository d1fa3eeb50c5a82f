#===- accc-toolchain.cmake - accc as a project's C and C++ compiler ---------===#
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/accc/accc-toolchain.cmake ...
#
# does what CC=accc CXX=accc++ does, and also makes CMake's FindOpenACC find
# accc on the CMake versions that cannot (README, "Using accc with CMake, Make
# and MPI"). It sits in lib/cmake/accc of the build tree and of an install
# tree, three levels below the prefix that holds bin/accc.
#
#===------------------------------------------------------------------------===#

get_filename_component(_accc_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(CMAKE_C_COMPILER "${_accc_prefix}/bin/accc")
set(CMAKE_CXX_COMPILER "${_accc_prefix}/bin/accc++")
unset(_accc_prefix)

# accc identifies itself as Clang (it compiles with clang and takes clang's
# options). CMake's FindOpenACC tries -fopenacc for Clang since CMake 3.29;
# before, it has a flag list only for NVHPC, PGI, GNU and Cray, and its
# fallback list for other compilers never reaches the caller (the function
# sets it without PARENT_SCOPE), so it tries no flag and fails with
# "missing: OpenACC_C_FLAGS". Giving the result that 3.29 finds, -fopenacc
# (accepted by accc, where OpenACC is always on), lets the module go on: it
# still compiles its _OPENACC test (OpenACC_<lang>_SPEC_DATE) and defines
# OpenACC::OpenACC_<lang>.
if(CMAKE_VERSION VERSION_LESS 3.29)
  foreach(_accc_lang C CXX)
    if(NOT DEFINED OpenACC_${_accc_lang}_FLAGS)
      set(OpenACC_${_accc_lang}_FLAGS "-fopenacc" CACHE STRING
        "OpenACC flag of accc (implied; set by accc-toolchain.cmake)")
    endif()
  endforeach()
  unset(_accc_lang)
endif()
