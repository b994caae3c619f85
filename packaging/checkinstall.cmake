# ctest script: installs the build into a scratch prefix and checks the layout a package needs,
# then validates the installed desktop file and the AppStream tree as a store would see them.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${WORK_DIR}/usr"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()

set(root "${WORK_DIR}/usr")
set(expected
  bin/gpuscout
  share/applications/${APP_ID}.desktop
  share/metainfo/${APP_ID}.metainfo.xml
  share/icons/hicolor/scalable/apps/${APP_ID}.svg
  share/man/man1/gpuscout.1.gz
  share/doc/gpuscout/copyright)
foreach(size IN LISTS ICON_SIZES)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
set(missing)
foreach(path IN LISTS expected)
  if(NOT EXISTS "${root}/${path}")
    list(APPEND missing "${path}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "not installed: ${missing}")
endif()

# Each PNG must really be the size its folder claims (the icon cache trusts the folder name).
foreach(size IN LISTS ICON_SIZES)
  file(READ "${root}/share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png" header LIMIT 24 HEX)
  string(SUBSTRING "${header}" 32 8 width_hex)
  math(EXPR width "0x${width_hex}")
  if(NOT width EQUAL size)
    message(FATAL_ERROR "${size}x${size} icon is ${width} pixels wide")
  endif()
endforeach()

execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}" "${root}/share/applications/${APP_ID}.desktop"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "desktop-file-validate failed on the installed file")
endif()
execute_process(COMMAND "${APPSTREAMCLI}" validate-tree --no-net "${WORK_DIR}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "appstreamcli validate-tree failed: ${rc}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "install tree ok: ${expected}")
